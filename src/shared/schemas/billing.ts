import { z } from 'zod';
import { UserIdSchema } from './common.ts';

export const CreditCheckoutRequestSchema = z.object({
  userId: UserIdSchema,
  credits: z.number({ error: 'credits must be a number' }).int().positive(),
  price: z.number({ error: 'price must be a number' }).int().positive(),
});
export const UserOnlyRequestSchema = z.object({ userId: UserIdSchema });
export const UrlResponseSchema = z.object({ url: z.string() });
export const ConfirmCheckoutRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });

export const LocalCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['credits', 'subscription']),
  credits: z.number().nullable(),
  amount: z.number(),
  status: z.enum(['open', 'paid', 'cancelled']),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;
