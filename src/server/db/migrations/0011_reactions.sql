CREATE TABLE "item_reactions" (
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"value" smallint,
	"liked_at" timestamp with time zone,
	"reaction_id" integer,
	"reacted_at" timestamp with time zone,
	CONSTRAINT "item_reactions_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id"),
	CONSTRAINT "item_reactions_value_check" CHECK ("item_reactions"."value" in (1, -1)),
	CONSTRAINT "item_reactions_something_check" CHECK ("item_reactions"."value" is not null or "item_reactions"."reaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "reaction_set" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reaction_set_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_reactions" ADD CONSTRAINT "item_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reactions" ADD CONSTRAINT "item_reactions_reaction_id_reaction_set_id_fk" FOREIGN KEY ("reaction_id") REFERENCES "public"."reaction_set"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_reactions_likers_idx" ON "item_reactions" USING btree ("target_type","target_id","value","liked_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "item_reactions"."value" is not null;