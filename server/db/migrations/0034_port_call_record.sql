ALTER TYPE "public"."document_type" ADD VALUE 'statementOfFacts';--> statement-breakpoint
CREATE TABLE "checklist_answers" (
	"nomination_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"side" varchar(8) NOT NULL,
	"part" varchar(16) NOT NULL,
	"text_en" varchar(300) NOT NULL,
	"text_zh" varchar(300) NOT NULL,
	"critical" boolean NOT NULL,
	"answer" varchar(3) NOT NULL,
	"remark" text,
	"answered_by" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_answers_nomination_id_item_id_round_side_pk" PRIMARY KEY("nomination_id","item_id","round","side")
);
--> statement-breakpoint
CREATE TABLE "checklist_due_notices" (
	"nomination_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_due_notices_nomination_id_round_pk" PRIMARY KEY("nomination_id","round")
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"part" varchar(16) NOT NULL,
	"text_en" varchar(300) NOT NULL,
	"text_zh" varchar(300) NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_signatures" (
	"nomination_id" integer NOT NULL,
	"part" varchar(16) NOT NULL,
	"round" smallint NOT NULL,
	"side" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_signatures_nomination_id_part_round_side_pk" PRIMARY KEY("nomination_id","part","round","side")
);
--> statement-breakpoint
CREATE TABLE "sof_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" varchar(12),
	"reason" text,
	"current" boolean DEFAULT true NOT NULL,
	"replaces_id" integer,
	"correction_reason" text,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_all_fast_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_commenced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_cast_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "pumping_minutes" integer;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "sof_progress" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_due_notices" ADD CONSTRAINT "checklist_due_notices_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_signatures" ADD CONSTRAINT "checklist_signatures_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_signatures" ADD CONSTRAINT "checklist_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_events" ADD CONSTRAINT "sof_events_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_events" ADD CONSTRAINT "sof_events_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_part_idx" ON "checklist_items" USING btree ("part","position");--> statement-breakpoint
CREATE INDEX "sof_events_nomination_idx" ON "sof_events" USING btree ("nomination_id","at");--> statement-breakpoint
CREATE INDEX "sof_events_current_idx" ON "sof_events" USING btree ("event","at") WHERE "sof_events"."current";--> statement-breakpoint
CREATE INDEX "nominations_all_fast_idx" ON "nominations" USING btree ("actual_all_fast_at","berth_id") WHERE "nominations"."actual_all_fast_at" IS NOT NULL;--> statement-breakpoint
-- The safety checklist's first template (DECISIONS.md §10): written for this portal in its own words; the terminal changes it in Settings.
INSERT INTO "checklist_items" ("part", "text_en", "text_zh", "critical", "position", "updated_at") VALUES
('beforeArrival', 'The barge has told the terminal its arrival time, draft and the cargo it will take or discharge', '驳船已告知码头其抵港时间、吃水及将装卸的货物', false, 10, now()),
('beforeArrival', 'Both sides have agreed the radio channel and a backup telephone number for the whole call', '双方已商定整个靠泊期间使用的无线电频道及备用电话号码', true, 20, now()),
('beforeArrival', 'The barge''s cargo tanks and lines are ready and its valves not in use are shut', '驳船货舱及管线已准备就绪，未使用的阀门已关闭', false, 30, now()),
('beforeArrival', 'The barge''s fire-fighting gear has been tested and is ready for immediate use', '驳船消防设备已经测试，可立即使用', true, 40, now()),
('beforeArrival', 'The product''s safety data sheet has been given to the barge', '已向驳船提供该产品的安全数据单', false, 50, now()),
('beforeArrival', 'Fenders and mooring lines at the berth have been looked over and are fit for this barge', '泊位的护舷及系缆已检查，适合本驳船使用', false, 60, now()),
('beforeArrival', 'Both sides know who is in charge of the transfer on each side and how to reach them', '双方均清楚各自负责转驳作业的人员及联系方式', false, 70, now()),
('afterMooring', 'The barge is held firmly alongside and its lines are tended while it rises and falls', '驳船已牢固靠泊，并在其升降时有人照管系缆', true, 10, now()),
('afterMooring', 'A safe way on and off the barge is rigged, lit at night and watched', '已设置安全的上下驳船通道，夜间有照明并有人看守', false, 20, now()),
('afterMooring', 'An emergency towing wire is ready on the side away from the berth', '已在远离泊位一侧备妥应急拖缆', false, 30, now()),
('afterMooring', 'The barge''s engines can be used at short notice if it must leave', '如需离泊，驳船主机可在短时间内启用', false, 40, now()),
('afterMooring', 'Scuppers and drip trays are closed off so that a spill stays on board', '排水孔已封堵、接油盘已到位，溢油可留在船上', true, 50, now()),
('afterMooring', 'Nobody smokes or uses open flames except where both sides allow it', '除双方允许的地点外，禁止吸烟及使用明火', true, 60, now()),
('afterMooring', 'Radios and phones used on deck are of a kind safe near cargo vapour', '甲板上使用的对讲机和电话适合在货物蒸气附近使用', false, 70, now()),
('afterMooring', 'The berth''s fire hoses and extinguishers near the barge are ready', '驳船附近的泊位消防水带及灭火器已备妥', false, 80, now()),
('beforeTransfer', 'Both sides have agreed in writing the quantity, order and starting rate of the transfer', '双方已书面商定转驳的数量、顺序及起始流速', true, 10, now()),
('beforeTransfer', 'The highest pumping rate and pressure both sides accept have been agreed', '已商定双方均可接受的最高泵送流速及压力', false, 20, now()),
('beforeTransfer', 'How to stop pumping in an emergency has been agreed and tested by both sides', '双方已商定并测试紧急停泵的方法', true, 30, now()),
('beforeTransfer', 'Hoses are in good order, properly supported and long enough for the barge''s movement', '软管状况良好、支撑得当，长度足以适应驳船的移动', true, 40, now()),
('beforeTransfer', 'Hose connections are fully bolted, with a gasket in every flange', '软管接头已全部用螺栓紧固，每个法兰均装有垫片', true, 50, now()),
('beforeTransfer', 'The barge and the berth are electrically isolated where the hose joins', '驳船与泊位在软管连接处已做电气绝缘', false, 60, now()),
('beforeTransfer', 'Tank levels have been gauged and written down on both sides', '双方均已测量并记录舱位及罐位', false, 70, now()),
('beforeTransfer', 'Valves for this transfer are set as agreed and checked by a second person', '本次转驳所用阀门已按商定设置，并由第二人复核', false, 80, now()),
('beforeTransfer', 'Someone watches the hoses and manifold on each side for the whole transfer', '整个转驳期间，双方各有人员看守软管及集管', true, 90, now()),
('repeated', 'Mooring lines are still tight and tended', '系缆仍处于绷紧状态并有人照管', true, 10, now()),
('repeated', 'No leak is seen at the hoses, flanges or manifold', '软管、法兰及集管处未见泄漏', true, 20, now()),
('repeated', 'The pumping rate and pressure are within what was agreed', '泵送流速及压力仍在商定范围内', false, 30, now()),
('repeated', 'Tank levels on both sides match the quantity moved so far', '双方舱位及罐位与目前已转驳数量相符', false, 40, now()),
('repeated', 'The agreed way of talking between the sides still works', '双方商定的联络方式仍然有效', false, 50, now()),
('repeated', 'Weather and current stay within the limits agreed for transfer', '天气及水流仍在商定的转驳限度之内', false, 60, now());
