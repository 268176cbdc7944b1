CREATE TABLE "telegram_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telegram_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subsite_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file" text NOT NULL,
	"publish" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"ignored" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"subsite_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"bot_username" text NOT NULL,
	"chat_id" text NOT NULL,
	"chat_username" text,
	"chat_title" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_messages" (
	"chat_id" text NOT NULL,
	"message_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"with_photo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_messages_chat_id_message_id_pk" PRIMARY KEY("chat_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "telegram_imports" ADD CONSTRAINT "telegram_imports_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_imports" ADD CONSTRAINT "telegram_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_messages" ADD CONSTRAINT "telegram_messages_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_imports_subsite_idx" ON "telegram_imports" USING btree ("subsite_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_messages_post_idx" ON "telegram_messages" USING btree ("post_id","chat_id");