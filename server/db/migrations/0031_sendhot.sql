CREATE TABLE "reach_send_counters" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"not_friend" integer DEFAULT 0 NOT NULL,
	"limit_reached" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reach_send_counters_tenant_id_task_id_pk" PRIMARY KEY("tenant_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "reach_send_counters" ADD CONSTRAINT "reach_send_counters_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reach_send_counters_send_idx" ON "reach_send_counters" USING btree ("tenant_id","send_id");--> statement-breakpoint
CREATE INDEX "mass_send_recipients_send_status_idx" ON "mass_send_recipients" USING btree ("tenant_id","send_id","status","target_id");
--> statement-breakpoint
-- issue #17: the counters of the recipient rows that already exist (seeded and earlier sends).
INSERT INTO reach_send_counters (tenant_id, task_id, send_id, recipients, pending, sent, not_friend, limit_reached, failed, cancelled)
SELECT tenant_id, task_id, min(send_id), count(*), count(*) FILTER (WHERE status = 0), count(*) FILTER (WHERE status = 1), count(*) FILTER (WHERE status = 2), count(*) FILTER (WHERE status = 3), count(*) FILTER (WHERE status = 4), count(*) FILTER (WHERE status = 5)
FROM mass_send_recipients GROUP BY tenant_id, task_id;--> statement-breakpoint
-- issue #17: every statement that inserts, updates or deletes recipient rows adjusts the
-- counters of the tasks it touched, once per statement (transition tables), in the same
-- transaction. An update that matches no row (a replayed delivery batch: only a pending row
-- takes a result) changes no counter. Tasks are locked in key order (no deadlock between a
-- fan-out chunk and a cancel).
CREATE FUNCTION reach_send_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reach_send_counters AS c (tenant_id, task_id, send_id, recipients, pending, sent, not_friend, limit_reached, failed, cancelled)
    SELECT tenant_id, task_id, min(send_id), coalesce(sum(n), 0), coalesce(sum(n) FILTER (WHERE status = 0), 0), coalesce(sum(n) FILTER (WHERE status = 1), 0), coalesce(sum(n) FILTER (WHERE status = 2), 0), coalesce(sum(n) FILTER (WHERE status = 3), 0), coalesce(sum(n) FILTER (WHERE status = 4), 0), coalesce(sum(n) FILTER (WHERE status = 5), 0)
    FROM (SELECT tenant_id, task_id, send_id, status, 1 AS n FROM new_rows) AS z
    GROUP BY tenant_id, task_id ORDER BY tenant_id, task_id
    ON CONFLICT (tenant_id, task_id) DO UPDATE SET recipients = c.recipients + excluded.recipients, pending = c.pending + excluded.pending, sent = c.sent + excluded.sent, not_friend = c.not_friend + excluded.not_friend, limit_reached = c.limit_reached + excluded.limit_reached, failed = c.failed + excluded.failed, cancelled = c.cancelled + excluded.cancelled;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO reach_send_counters AS c (tenant_id, task_id, send_id, recipients, pending, sent, not_friend, limit_reached, failed, cancelled)
    SELECT tenant_id, task_id, min(send_id), coalesce(sum(n), 0), coalesce(sum(n) FILTER (WHERE status = 0), 0), coalesce(sum(n) FILTER (WHERE status = 1), 0), coalesce(sum(n) FILTER (WHERE status = 2), 0), coalesce(sum(n) FILTER (WHERE status = 3), 0), coalesce(sum(n) FILTER (WHERE status = 4), 0), coalesce(sum(n) FILTER (WHERE status = 5), 0)
    FROM (SELECT tenant_id, task_id, send_id, status, 1 AS n FROM new_rows UNION ALL SELECT tenant_id, task_id, send_id, status, -1 AS n FROM old_rows) AS z
    GROUP BY tenant_id, task_id ORDER BY tenant_id, task_id
    ON CONFLICT (tenant_id, task_id) DO UPDATE SET recipients = c.recipients + excluded.recipients, pending = c.pending + excluded.pending, sent = c.sent + excluded.sent, not_friend = c.not_friend + excluded.not_friend, limit_reached = c.limit_reached + excluded.limit_reached, failed = c.failed + excluded.failed, cancelled = c.cancelled + excluded.cancelled;
  ELSE
    -- A delete only lowers counters that exist (it never creates a row: a tenant being removed).
    UPDATE reach_send_counters AS c SET recipients = c.recipients - d.recipients, pending = c.pending - d.pending, sent = c.sent - d.sent, not_friend = c.not_friend - d.not_friend, limit_reached = c.limit_reached - d.limit_reached, failed = c.failed - d.failed, cancelled = c.cancelled - d.cancelled
    FROM (SELECT tenant_id, task_id, count(*) AS recipients, count(*) FILTER (WHERE status = 0) AS pending, count(*) FILTER (WHERE status = 1) AS sent, count(*) FILTER (WHERE status = 2) AS not_friend, count(*) FILTER (WHERE status = 3) AS limit_reached, count(*) FILTER (WHERE status = 4) AS failed, count(*) FILTER (WHERE status = 5) AS cancelled
      FROM old_rows GROUP BY tenant_id, task_id ORDER BY tenant_id, task_id) AS d
    WHERE c.tenant_id = d.tenant_id AND c.task_id = d.task_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reach_send_counters_insert AFTER INSERT ON mass_send_recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_send_counters_apply();--> statement-breakpoint
CREATE TRIGGER reach_send_counters_update AFTER UPDATE ON mass_send_recipients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_send_counters_apply();--> statement-breakpoint
CREATE TRIGGER reach_send_counters_delete AFTER DELETE ON mass_send_recipients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_send_counters_apply();
