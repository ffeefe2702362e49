/**
 * The modules that own durable job kinds, each registering its handlers (server/jobs). A new
 * kind: define it with defineJobKind, enqueue it with enqueueJob in the transaction of its
 * cause, and add the module that handles it here.
 */
import { cityCancelJobs } from './console/city-cancel.ts';
import type { JobModule } from './jobs/job-registry.ts';
import { outboxJobs } from './outbox/outbox-jobs.ts';
import { orderMailJobs } from './payment/order-mails.ts';
import { refundJobs } from './payment/refund-jobs.ts';

/** Every job module. */
export const jobModules: readonly JobModule[] = [
  // mail and sms (server/outbox)
  outboxJobs,
  // the order and refund mails (server/payment)
  orderMailJobs,
  // refunds asked of the card provider until it confirms them (server/payment)
  refundJobs,
  // a cancelled event city's tickets returned in the background (server/console)
  cityCancelJobs,
];
