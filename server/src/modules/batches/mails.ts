import type { Notice } from '../notifications/notices';

/** Links to the recipient's own Your Batches page. */
const yourBatches = (label: string): NonNullable<Notice['link']> => ({
  label,
  path: (role) => `/${role}/batches`,
});

/** What the people of a batch are told, in the app and by mail (DESIGN §5 Notifications). */
export const BATCH_NOTICES = {
  added: (name: string): Notice => ({
    message: `You were added to a batch for "${name}"`,
    link: yourBatches('Open your batches:'),
  }),
  madeTeacher: (name: string): Notice => ({
    message: `You were made the teacher of a batch for "${name}"`,
    link: yourBatches('Open your batches:'),
  }),
  updated: (name: string): Notice => ({
    message: `Batch updated: "${name}"`,
    link: yourBatches('Open your batches:'),
  }),
  deleted: (name: string): Notice => ({ message: `The batch "${name}" was deleted` }),
  removed: (name: string): Notice => ({ message: `You were removed from the batch "${name}"` }),
  left: (username: string, name: string): Notice => ({
    message: `${username} left the batch "${name}"`,
    link: yourBatches('Open your batches:'),
  }),
  /** Tells a student of a batch that its teacher asked for payment (DESIGN §5 Payment). */
  paymentRequested: (name: string, amount: number): Notice => ({
    message: `Payment requested for "${name}": ${amount} BDT`,
    subject: `Payment requested for "${name}"`,
    link: yourBatches('Open your batches to pay:'),
  }),
};
