CREATE TABLE "hidden_posts" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "ignored_subsites" (
	"user_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_subsites_user_id_subsite_id_pk" PRIMARY KEY("user_id","subsite_id")
);
--> statement-breakpoint
ALTER TABLE "subsites" ADD COLUMN "personal_icon_id" text;--> statement-breakpoint
ALTER TABLE "subsites" ADD COLUMN "personal_icon_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hidden_posts" ADD CONSTRAINT "hidden_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_posts" ADD CONSTRAINT "hidden_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignored_subsites" ADD CONSTRAINT "ignored_subsites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignored_subsites" ADD CONSTRAINT "ignored_subsites_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_posts_post_idx" ON "hidden_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "ignored_subsites_subsite_idx" ON "ignored_subsites" USING btree ("subsite_id");