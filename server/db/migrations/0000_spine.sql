CREATE TYPE "public"."company_kind" AS ENUM('terminal', 'customer', 'surveyor', 'barge_operator');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('ALL', 'Port', 'Center', 'Starboard');--> statement-breakpoint
CREATE TYPE "public"."ship_kind" AS ENUM('vessel', 'barge');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('Active', 'Deactivated', 'Pending Verification', 'Draft');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"kind" "company_kind" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "berths" (
	"id" serial PRIMARY KEY NOT NULL,
	"jetty_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"min_loa" numeric(6, 2) NOT NULL,
	"max_loa" numeric(6, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hoses" (
	"id" serial PRIMARY KEY NOT NULL,
	"jetty_id" integer NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jetties" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "jetties_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "jetty_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"jetty_id" integer NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_products" (
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "line_products_line_id_product_id_pk" PRIMARY KEY("line_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" "product_type" DEFAULT 'ALL' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"imo" varchar(7) NOT NULL,
	"loa" numeric(6, 2) NOT NULL,
	"port_of_registry" varchar(120),
	"custom_code" varchar(40),
	"kind" "ship_kind" NOT NULL,
	"company_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ships_imo_unique" UNIQUE("imo")
);
--> statement-breakpoint
CREATE TABLE "tanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"number" varchar(20) NOT NULL,
	"product_id" integer,
	"capacity" numeric(12, 3),
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tanks_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"nick_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"user_type" smallint NOT NULL,
	"role" smallint NOT NULL,
	"company_id" integer,
	"ship_id" integer,
	"status" "user_status" DEFAULT 'Active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_role_ck" CHECK (("users"."user_type" = 0 AND "users"."role" = 0)
    OR ("users"."user_type" = 1 AND "users"."role" IN (1, 2, 3, 10, 11, 12, 13))
    OR ("users"."user_type" = 2 AND "users"."role" IN (4, 5, 6, 7))
    OR ("users"."user_type" = 3 AND "users"."role" = 9)
    OR ("users"."user_type" = 4 AND "users"."role" = 8))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "session_kind" DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" varchar(100),
	"role" smallint,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"request_id" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "berths" ADD CONSTRAINT "berths_jetty_id_jetties_id_fk" FOREIGN KEY ("jetty_id") REFERENCES "public"."jetties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoses" ADD CONSTRAINT "hoses_jetty_id_jetties_id_fk" FOREIGN KEY ("jetty_id") REFERENCES "public"."jetties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jetty_lines" ADD CONSTRAINT "jetty_lines_jetty_id_jetties_id_fk" FOREIGN KEY ("jetty_id") REFERENCES "public"."jetties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_products" ADD CONSTRAINT "line_products_line_id_jetty_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."jetty_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_products" ADD CONSTRAINT "line_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tanks" ADD CONSTRAINT "tanks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "berths_jetty_name_uq" ON "berths" USING btree ("jetty_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");