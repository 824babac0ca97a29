import { z } from 'zod';
import { UserDataSchema } from './account.ts';
import { UserIdSchema } from './common.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

export const CreditCheckoutRequestSchema = z.object({
  userId: UserIdSchema,
  credits: z.number({ error: VALIDATION_TEXTS.creditsNotNumber }).int().positive(),
  price: z.number({ error: VALIDATION_TEXTS.priceNotNumber }).int().positive(),
});
export const UserOnlyRequestSchema = z.object({ userId: UserIdSchema });
export const ConfirmCheckoutRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });

/** What a paid checkout bought, so the success page can say it ("10 credits added"). */
const PurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('credits'), credits: z.number().int().positive() }),
  z.object({ kind: z.literal('subscription') }),
]);
export type Purchase = z.infer<typeof PurchaseSchema>;
/** The account after the confirmation, and what the checkout bought (null: not paid, or not this user's). */
export const ConfirmCheckoutResponseSchema = z.object({ user: UserDataSchema, purchase: PurchaseSchema.nullable() });
export type ConfirmCheckoutResponse = z.infer<typeof ConfirmCheckoutResponseSchema>;

export const LocalCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['credits', 'subscription']),
  credits: z.number().nullable(),
  amount: z.number(),
  status: z.enum(['open', 'paid', 'cancelled']),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;
