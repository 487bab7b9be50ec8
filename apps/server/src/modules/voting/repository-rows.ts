import type { evidenceChain, votingBallots, votingIssues, votings, votingVoters } from '../../db/schema';

export type VotingRow = typeof votings.$inferSelect;
export type VotingIssueRow = typeof votingIssues.$inferSelect;
export type VoterRow = typeof votingVoters.$inferSelect;
export type BallotRow = typeof votingBallots.$inferSelect;
export type ChainRow = typeof evidenceChain.$inferSelect;
