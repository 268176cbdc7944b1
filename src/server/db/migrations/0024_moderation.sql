CREATE TABLE "complaint_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"model_type" text NOT NULL,
	"model_id" integer NOT NULL,
	"target_user_id" integer,
	"subsite_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"outcome" text,
	CONSTRAINT "complaints_model_type_check" CHECK ("complaints"."model_type" in ('post', 'comment', 'user')),
	CONSTRAINT "complaints_outcome_check" CHECK ("complaints"."outcome" is null or "complaints"."outcome" in ('dismissed', 'acted'))
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"action" text NOT NULL,
	"subsite_id" integer,
	"moderator_id" integer,
	"target_user_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_eventId_unique" UNIQUE("event_id"),
	CONSTRAINT "moderation_log_action_check" CHECK ("moderation_log"."action" in ('ban', 'unban', 'unpublish', 'delete_post', 'delete_comment', 'delete_branch', 'role', 'report_dismissed'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reason_id_complaint_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."complaint_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_open_once" ON "complaints" USING btree ("reporter_id","model_type","model_id") WHERE "complaints"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "complaints_open_item_idx" ON "complaints" USING btree ("model_type","model_id") WHERE "complaints"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "complaints_open_subsite_idx" ON "complaints" USING btree ("subsite_id","id") WHERE "complaints"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_log_subsite_idx" ON "moderation_log" USING btree ("subsite_id","id");--> statement-breakpoint
-- The reasons every site starts with; the control panel (P12) edits them.
INSERT INTO "complaint_reasons" ("name", "name_en", "position") VALUES
	('Спам или реклама', 'Spam or advertising', 1),
	('Оскорбления и травля', 'Insults or harassment', 2),
	('Мошенничество', 'Fraud', 3),
	('Ложная информация', 'False information', 4),
	('Запрещённый или шокирующий контент', 'Prohibited or shocking content', 5),
	('Нарушение авторских прав', 'Copyright infringement', 6),
	('Другое', 'Other', 7);
