CREATE TABLE "sds_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sds_files" ADD CONSTRAINT "sds_files_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_files" ADD CONSTRAINT "sds_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sds_files_nomination_idx" ON "sds_files" USING btree ("nomination_id");