-- The admin trail said which discount code an order used ("simulated SPRING10 -10%"): it keeps only how much the
-- code took off ("simulated -10%"), as new rows do. The discount table and the order row still name the code.
UPDATE "payment_activity"
SET "detail" = regexp_replace("detail", '^(\S+) \S+ (-\d+%)$', '\1 \2')
WHERE "kind" = 'order.created' AND "detail" ~ '^\S+ \S+ -\d+%$';
