/** The owner H5 result page of a vote (the QR code and the publicity notice open it). */
export function ownerResultPath(votingCode: string): string {
  return `/owner/votes/${encodeURIComponent(votingCode)}/result`;
}
