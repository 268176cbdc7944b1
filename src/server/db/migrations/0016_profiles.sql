CREATE TABLE "community_members" (
	"subsite_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_subsite_id_user_id_pk" PRIMARY KEY("subsite_id","user_id"),
	CONSTRAINT "community_members_role_check" CHECK ("community_members"."role" in ('admin', 'moder', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_user_new_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_user_popular_idx" ON "comments" USING btree ("user_id","reaction_sum" DESC NULLS FIRST,"id" DESC NULLS FIRST);