import { Injectable, type StreamableFile } from '@nestjs/common';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import { Clock } from '../../common/time/clock.js';
import { modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { UsersService } from '../users/users.service.js';
import { COMPANY_NAME } from '../../common/company/company-facts.js';
import { REPLY_MACHINE, REVIEW_MACHINE, type StaffReviewTarget } from './review-rules.js';
import type { Review } from './review.entity.js';
import { toAdminReview, toReplyDto } from './reviews.mappers.js';
import { ADMIN_REVIEW_SORT, ReviewsRepository } from './reviews.repository.js';
import type { AdminReviewsExportQueryDto, AdminReviewsQueryDto, CreateReviewReplyDto, UpdateReviewReplyDto } from './reviews.requests.js';
import type { AdminReviewDto, AdminReviewListDto, ReplySubmittedDto } from './reviews.responses.js';
import { REVIEW_AUDIT, REVIEW_TARGET, ReviewsService } from './reviews.service.js';

const REVIEW_CSV_COLUMNS: CsvColumn<Review>[] = [
  { header: 'Id', value: (r) => r.publicId },
  { header: 'Status', value: (r) => r.status },
  { header: 'Submitted at', value: (r) => r.createdAt },
  { header: 'Published at', value: (r) => r.publishedAt },
  { header: 'Rating', value: (r) => r.rating },
  { header: 'Title', value: (r) => r.title },
  { header: 'Description', value: (r) => r.description },
  { header: 'Reviewer', value: (r) => r.reviewerName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Country', value: (r) => r.country },
  { header: 'City', value: (r) => r.city },
  { header: 'Photos', value: (r) => r.photoCount },
];

/**
 * Staff's side of customer reviews: the list and its CSV, publishing and hiding, the company's replies, and hiding a
 * customer's reply. Every change is audited.
 */
@Injectable()
export class ReviewsAdminService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly reviews: ReviewsService,
    private readonly changes: AuditedChanges,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminReviewsExportQueryDto) => this.repository.staffFiltered(query),
    sort: ADMIN_REVIEW_SORT,
    items: (rows: Review[]) => this.toAdmin(rows),
    csv: { filename: 'reviews', columns: REVIEW_CSV_COLUMNS, rows: asTheyAre },
  });

  listForStaff(query: AdminReviewsQueryDto): Promise<AdminReviewListDto> {
    return this.staffList.page(query);
  }

  /** The staff list as CSV: the same filters and sort, every page (up to the export's limit). */
  exportCsv(query: AdminReviewsExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async getForStaff(id: string): Promise<AdminReviewDto> {
    const [dto] = await this.toAdmin([await this.repository.get(id)]);
    return dto!;
  }

  /**
   * Publishes or hides a review, as the review machine allows (REVIEW_MACHINE): a move it refuses — the status the
   * review is in already, say — is a 409 that says why.
   */
  async setStatus(ctx: RequestContext, id: string, status: StaffReviewTarget): Promise<AdminReviewDto> {
    await this.changes.run(ctx, async (tx) => {
      const review = await this.repository.get(id, tx.manager, true);
      REVIEW_MACHINE.assert(review.status, status, 'staff');
      const publishedAt = status === 'published' && !review.publishedAt ? this.clock.now() : review.publishedAt;
      await this.repository.update(tx.manager, review.id, { status, publishedAt });
      await tx.audit(
        modification(status === 'published' ? REVIEW_AUDIT.publish : REVIEW_AUDIT.hide, REVIEW_TARGET, review.publicId, {
          before: { status: review.status },
          after: { status },
        }),
      );
    });
    return this.getForStaff(id);
  }

  /** The company's reply, shown under the review as the company's (on any review: it shows once it is published). */
  async companyReply(ctx: RequestContext, id: string, body: CreateReviewReplyDto): Promise<ReplySubmittedDto> {
    const review = await this.repository.get(id);
    const reply = await this.reviews.addReply(ctx, review, {
      userId: null,
      authorName: COMPANY_NAME,
      isCompany: true,
      message: body.message,
    });
    return { success: true, message: MESSAGES.REVIEW_REPLY_SUBMITTED, reply: toReplyDto(reply) };
  }

  /**
   * Hides a reply (or shows it again); the company's own replies may also be reworded. A customer's words are never
   * changed by staff: a message for their reply is refused (409).
   */
  async updateReply(ctx: RequestContext, id: string, replyId: string, body: UpdateReviewReplyDto): Promise<AdminReviewDto> {
    const review = await this.repository.get(id);
    await this.changes.run(ctx, async (tx) => {
      const reply = await this.repository.lockReply(tx.manager, review, replyId);
      if (body.message !== undefined && !reply.isCompany) throw conflict(Msg.REVIEW_REPLY_NOT_COMPANY);
      // A status change goes through the reply machine; the status it has already, sent beside a new wording, is no change.
      if (body.status !== undefined && (body.status !== reply.status || body.message === undefined)) {
        REPLY_MACHINE.assert(reply.status, body.status, 'staff');
      }
      const status = body.status ?? reply.status;
      const message = body.message ?? reply.message;
      // One audit entry for each of the two that changes, naming the reply.
      const audit = (action: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
        tx.audit(
          modification(action, REVIEW_TARGET, review.publicId, {
            before: { replyId: reply.publicId, ...before },
            after: { replyId: reply.publicId, ...after },
          }),
        );
      if (status !== reply.status) await audit(REVIEW_AUDIT.replyStatus, { status: reply.status }, { status });
      if (message !== reply.message) await audit(REVIEW_AUDIT.replyEdit, { message: reply.message }, { message });
      if (status !== reply.status || message !== reply.message)
        await this.repository.updateReply(tx.manager, reply.id, { status, message });
    });
    return this.getForStaff(id);
  }

  /** Deletes one of the company's replies (a customer's reply can only be hidden: 409). */
  async deleteCompanyReply(ctx: RequestContext, id: string, replyId: string): Promise<AdminReviewDto> {
    const review = await this.repository.get(id);
    await this.changes.run(ctx, async (tx) => {
      const reply = await this.repository.lockReply(tx.manager, review, replyId);
      if (!reply.isCompany) throw conflict(Msg.REVIEW_REPLY_NOT_COMPANY);
      await this.repository.deleteReply(tx.manager, reply.id);
      await tx.audit(
        removal(REVIEW_AUDIT.replyDelete, REVIEW_TARGET, review.publicId, {
          replyId: reply.publicId,
          message: reply.message,
          status: reply.status,
        }),
      );
    });
    return this.getForStaff(id);
  }

  private async toAdmin(rows: Review[]): Promise<AdminReviewDto[]> {
    const relations = await this.reviews.relations(rows, false);
    const owners = await this.users.findByIds(rows.map((r) => r.userId));
    return rows.map((r) => toAdminReview(r, relations, owners.get(String(r.userId))));
  }
}
