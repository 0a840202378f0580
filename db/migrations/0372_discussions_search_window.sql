-- Discussions search at 200,000 posts (issue 27, ADR 250): newest first, a search first walks the
-- newest posts in this order (platform/paging/windowed-search.ts) and stops at its page's last
-- hit; only a word too rare for that window goes on with the text indexes. Also the window's end
-- is read from this index alone.
CREATE INDEX discussion_posts_live_created_idx ON discussion_posts (created_at DESC, id DESC) WHERE deleted_at IS NULL;
