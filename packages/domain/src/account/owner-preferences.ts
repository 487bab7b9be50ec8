import { z } from 'zod';

/**
 * An owner's own display preferences, kept on their account so they follow the owner from phone
 * to phone (issue #26 item 4: elder mode "remembered per user").
 *
 * `elderMode` is null until the owner has chosen once: the owner H5 then keeps what was chosen on
 * the device (for example on the login screen) and saves it to the account, instead of the
 * account's default switching it off again.
 */
export const ownerPreferencesDto = z.object({ elderMode: z.boolean().nullable() });
export type OwnerPreferencesDto = z.infer<typeof ownerPreferencesDto>;

/** What an owner may change: a whole choice, never null (there is no "forget my choice" call). */
export const ownerPreferencesInput = z.object({ elderMode: z.boolean() }).strict();
export type OwnerPreferencesInput = z.infer<typeof ownerPreferencesInput>;
