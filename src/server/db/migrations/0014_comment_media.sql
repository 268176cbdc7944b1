ALTER TABLE "comments" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_media_idx" ON "comments" USING btree ("media_id") WHERE "comments"."media_id" is not null;