CREATE TABLE "disclaimer_agreements" (
	"user_id" integer NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disclaimer_agreements_user_id_disclaimer_id_pk" PRIMARY KEY("user_id","disclaimer_id")
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"audience" varchar(10) DEFAULT 'all' NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"body_zh" text NOT NULL,
	"trial_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclaimers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "disclaimer_agreements" ADD CONSTRAINT "disclaimer_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_agreements" ADD CONSTRAINT "disclaimer_agreements_disclaimer_id_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."disclaimers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "disclaimers" ("key", "audience", "title", "title_zh", "body", "body_zh", "trial_only") VALUES
('trial-terms', 'all', 'Trial terms', '试用条款',
 E'Documents and signatures generated during the trial are not legally binding.\n\nDuring the trial the terminal keeps its paper and e-mail procedures: nominations, certificates and bills of lading made in this portal are for trying the service, and the terminal''s confirmed documents prevail.',
 E'试用期间生成的文件和签名不具有法律约束力。\n\n试用期间，码头仍沿用纸质和电子邮件流程：在本门户中创建的提名、证书和提单仅供试用，以码头确认的文件为准。',
 true),
('barge-letter', 'barge', 'Letter to barge masters', '致驳船船长函',
 E'Before coming alongside, give your readiness time in the portal and keep your barge contact number current. Follow the berth master''s instructions at all times, keep a continuous watch on the agreed VHF channel, and report any leak, spill or equipment fault to the control room at once.',
 E'靠泊前，请在门户中填写驳船就绪时间，并保持驳船联系电话为最新。请始终遵从泊位主管的指示，在约定的甚高频频道保持连续值守，如有泄漏、溢油或设备故障，请立即报告控制室。',
 false);
