-- Rows written before 0032 carry their detail as an English sentence. Each shape the old code wrote
-- (nominations, requests and documents services, word for word) becomes its catalogue key and
-- parameters here, so old rows read in the reader's language too. The old text stays in "detail";
-- a row of no known shape is shown as it was written. Each statement ends in its WHERE clause, so a
-- test can rerun it over rows of its own (tests/api/nomination-log-backfill.test.ts).
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.readiness',
    "detail_params" = jsonb_build_object('time', jsonb_build_object('key', 'nominationLog.instant', 'params', jsonb_build_object('utc', substr("detail", 20))))
  WHERE "detail_key" IS NULL AND "action" IN (10, 13) AND "to_status" IS DISTINCT FROM 'Cancelled' AND "detail" ~ '^bargeReadinessTime \S+$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.fields',
    "detail_params" = jsonb_build_object('fields', (SELECT jsonb_agg(jsonb_build_object('key', 'nominationFields.' || f) ORDER BY i)
      FROM unnest(string_to_array("detail", ', ')) WITH ORDINALITY AS t(f, i)))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" ~ '^[A-Za-z]+(, [A-Za-z]+)*$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.coaLink', "detail_params" = jsonb_build_object('link', substr("detail", 11))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" LIKE 'COA link: %';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.coaLinkRemoved', "detail_params" = '{}'::jsonb
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" = 'COA link removed';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.portClearance', "detail_params" = jsonb_build_object('reference', substr("detail", 16))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" LIKE 'port clearance %';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.justified', "detail_params" = jsonb_build_object('text', substr("detail", 25))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" LIKE 'variance justification: %';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.ullageRemoved',
    "detail_params" = jsonb_build_object('file', substring("detail" from '^ullage report (.+) removed$'))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" ~ '^ullage report .+ removed$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.fileAdded',
    "detail_params" = CASE WHEN "detail" LIKE 'SDS %'
      THEN jsonb_build_object('kind', jsonb_build_object('key', 'nominationLog.files.sds'), 'file', substr("detail", 5))
      ELSE jsonb_build_object('kind', jsonb_build_object('key', 'nominationLog.files.ullage'), 'file', substr("detail", 15)) END
  WHERE "detail_key" IS NULL AND "action" = 9 AND ("detail" LIKE 'SDS %' OR "detail" LIKE 'ullage report %');--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.requestMade',
    "detail_params" = jsonb_build_object('id', ((regexp_match("detail", '^#(\d+) (\w+): (.+)$'))[1])::int,
      'type', jsonb_build_object('key', 'requestTypes.' || (regexp_match("detail", '^#(\d+) (\w+): (.+)$'))[2]),
      'fields', (SELECT jsonb_agg(jsonb_build_object('key', 'nominationFields.' || f) ORDER BY i)
        FROM unnest(string_to_array((regexp_match("detail", '^#(\d+) (\w+): (.+)$'))[3], ', ')) WITH ORDINALITY AS t(f, i)))
  WHERE "detail_key" IS NULL AND "action" = 14 AND "detail" ~ '^#\d+ (modification|nominatedQtyMax|product|tank): [A-Za-z]+(, [A-Za-z]+)*$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.requestApproved',
    "detail_params" = jsonb_build_object('id', ((regexp_match("detail", '^#(\d+) (\w+) approved: (.+)$'))[1])::int,
      'type', jsonb_build_object('key', 'requestTypes.' || (regexp_match("detail", '^#(\d+) (\w+) approved: (.+)$'))[2]),
      'fields', (SELECT jsonb_agg(jsonb_build_object('key', 'nominationFields.' || f) ORDER BY i)
        FROM unnest(string_to_array((regexp_match("detail", '^#(\d+) (\w+) approved: (.+)$'))[3], ', ')) WITH ORDINALITY AS t(f, i)))
  WHERE "detail_key" IS NULL AND "action" = 10 AND "detail" ~ '^#\d+ (modification|nominatedQtyMax|product|tank) approved: [A-Za-z]+(, [A-Za-z]+)*$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.requestRejected',
    "detail_params" = jsonb_build_object('id', ((regexp_match("detail", '^#(\d+) (\w+) rejected: (.*)$'))[1])::int,
      'type', jsonb_build_object('key', 'requestTypes.' || (regexp_match("detail", '^#(\d+) (\w+) rejected: (.*)$'))[2]),
      'reason', (regexp_match("detail", '^#(\d+) (\w+) rejected: (.*)$'))[3])
  WHERE "detail_key" IS NULL AND "action" = 13 AND "detail" ~ '^#\d+ (modification|nominatedQtyMax|product|tank) rejected: ';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.requestWithdrawn',
    "detail_params" = jsonb_build_object('id', ((regexp_match("detail", '^#(\d+) (\w+)$'))[1])::int,
      'type', jsonb_build_object('key', 'requestTypes.' || (regexp_match("detail", '^#(\d+) (\w+)$'))[2]))
  WHERE "detail_key" IS NULL AND "action" = 15 AND "detail" ~ '^#\d+ (modification|nominatedQtyMax|product|tank)$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.reason', "detail_params" = jsonb_build_object('reason', "detail")
  WHERE "detail_key" IS NULL AND "action" = 13 AND "to_status" = 'Cancelled' AND "detail" IS NOT NULL;--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.document', "detail_params" = jsonb_build_object('number', "detail")
  WHERE "detail_key" IS NULL AND "action" = 13 AND "to_status" = 'CQ Uploaded' AND "detail" ~ '^\S+$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'documentLog.created', "detail_params" = jsonb_build_object('number', substring("detail" from '^(\S+) created$'))
  WHERE "detail_key" IS NULL AND "action" = 16 AND "detail" ~ '^\S+ created$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = CASE WHEN "detail" LIKE '% sent for signing %' THEN 'documentLog.sent' ELSE 'documentLog.revised' END,
    "detail_params" = jsonb_build_object('number', (regexp_match("detail", '^(\S+) .* \(version (\d+)\)$'))[1],
      'version', ((regexp_match("detail", '^(\S+) .* \(version (\d+)\)$'))[2])::int)
  WHERE "detail_key" IS NULL AND "action" = 16 AND "detail" ~ '^\S+ (sent for signing|revised and sent again) \(version \d+\)$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'documentLog.signedBy',
    "detail_params" = jsonb_build_object('number', (regexp_match("detail", '^(\S+) signed as (.+) \(version (\d+)\)$'))[1],
      'slot', jsonb_build_object('key', 'signerSlots.' || CASE (regexp_match("detail", '^(\S+) signed as (.+) \(version (\d+)\)$'))[2]
        WHEN 'Surveyor' THEN 'surveyor' WHEN 'Loading master' THEN 'loadingMaster' WHEN 'Terminal' THEN 'terminal' ELSE 'bargeMaster' END),
      'version', ((regexp_match("detail", '^(\S+) signed as (.+) \(version (\d+)\)$'))[3])::int)
  WHERE "detail_key" IS NULL AND "action" = 16 AND "detail" ~ '^\S+ signed as (Surveyor|Loading master|Terminal|Barge master) \(version \d+\)$';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'documentLog.refused',
    "detail_params" = jsonb_build_object('number', (regexp_match("detail", '^(\S+) refused: (.*)$'))[1], 'reason', (regexp_match("detail", '^(\S+) refused: (.*)$'))[2])
  WHERE "detail_key" IS NULL AND "action" = 16 AND "detail" ~ '^\S+ refused: ';--> statement-breakpoint
UPDATE "nomination_log" SET "detail_key" = 'documentLog.complete',
    "detail_params" = jsonb_build_object('number', (regexp_match("detail", '^(\S+) signed by everyone; actual quantity (\S+) t$'))[1],
      'actual', ((regexp_match("detail", '^(\S+) signed by everyone; actual quantity (\S+) t$'))[2])::numeric)
  WHERE "detail_key" IS NULL AND "action" = 16 AND "detail" ~ '^\S+ signed by everyone; actual quantity [0-9.]+ t$';--> statement-breakpoint
-- The berth assignment comes last: it knows its rows only by the instant at their end, which a
-- request's reason, a justification or a clearance reference may also end with.
UPDATE "nomination_log" SET "detail_key" = 'nominationLog.jettyAssigned',
    "detail_params" = jsonb_build_object('berth', (regexp_match("detail", '^(.+) (\d{4}-\d\d-\d\dT[0-9:.]+Z)$'))[1],
      'time', jsonb_build_object('key', 'nominationLog.instant', 'params', jsonb_build_object('utc', (regexp_match("detail", '^(.+) (\d{4}-\d\d-\d\dT[0-9:.]+Z)$'))[2])))
  WHERE "detail_key" IS NULL AND "action" IN (10, 13) AND "to_status" IS DISTINCT FROM 'Cancelled'
    AND "detail" ~ '^(.+) (\d{4}-\d\d-\d\dT[0-9:.]+Z)$';
