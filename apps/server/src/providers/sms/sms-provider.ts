/** Sends login codes by SMS; adapters: console (development), cloud SMS vendors by settings later. */
export type SmsProvider = {
  readonly name: string;
  sendLoginCode(mobile: string, code: string): Promise<void>;
};
