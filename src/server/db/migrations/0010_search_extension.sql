-- Trigram indexes make "contains" searches (the admin's user search) an index lookup instead of a scan.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
