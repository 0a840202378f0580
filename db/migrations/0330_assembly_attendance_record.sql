-- The attendance record of a finished assembly (issue 22, ADR 231): who was present with which
-- votes and the quorum when it closed, computed once by rules/attendance-record.ts and stored, so
-- the office screen, the member view and the minutes show that state (closing marks everyone as
-- left; later edits of the register do not rewrite it). NULL for assemblies closed before this
-- column: their record is computed at their closing instant by the same rule.
ALTER TABLE general_assemblies ADD COLUMN attendance_record jsonb;
