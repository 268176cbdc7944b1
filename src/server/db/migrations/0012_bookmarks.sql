CREATE TABLE "bookmark_collection_items" (
	"collection_id" integer NOT NULL,
	"bookmark_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"bookmarked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookmark_collection_items_collection_id_bookmark_id_pk" PRIMARY KEY("collection_id","bookmark_id")
);
--> statement-breakpoint
CREATE TABLE "bookmark_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmark_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmark_collection_items" ADD CONSTRAINT "bookmark_collection_items_collection_id_bookmark_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."bookmark_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_collection_items" ADD CONSTRAINT "bookmark_collection_items_bookmark_id_bookmarks_id_fk" FOREIGN KEY ("bookmark_id") REFERENCES "public"."bookmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_collections" ADD CONSTRAINT "bookmark_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmark_collection_items_list_idx" ON "bookmark_collection_items" USING btree ("collection_id","target_type","bookmarked_at" DESC NULLS FIRST,"bookmark_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookmark_collection_items_bookmark_idx" ON "bookmark_collection_items" USING btree ("bookmark_id");--> statement-breakpoint
CREATE INDEX "bookmark_collections_user_idx" ON "bookmark_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_target_idx" ON "bookmarks" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_list_idx" ON "bookmarks" USING btree ("user_id","target_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);