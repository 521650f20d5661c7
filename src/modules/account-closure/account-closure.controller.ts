import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { AccountClosuresQueryDto, RecordClosureRefundDto } from './account-closure.requests.js';
import { AccountClosureDto, AccountClosureListDto, AccountDeletionPreviewDto } from './account-closure.responses.js';
import { AccountClosureService } from './account-closure.service.js';
import { ApiErrors, PostAction, StaffController } from '../../common/api/route-docs.decorator.js';

/** What deleting one's account would do, for the confirmation dialog (DELETE /api/user/account does it). */
@ApiTags('profile')
@ApiSignedIn()
@Controller('user/account')
export class AccountDeletionController {
  constructor(private readonly closures: AccountClosureService) {}

  @Get('deletion')
  @ApiOperation({
    summary: 'What deleting my account would do',
    description:
      'Nothing changes. Deleting the account cancels these reservations (their cars go back on sale), withdraws the open auction ' +
      'bids, has staff refund the auction deposit and the money paid towards the cancelled reservations, and keeps orders with a ' +
      'deposit or more for the company’s books without contact details. While a bid is past its lot’s cut-off the deletion is refused.',
  })
  @ApiOkResponse({ type: AccountDeletionPreviewDto })
  previewAccountDeletion(@Ctx() ctx: RequestContext): Promise<AccountDeletionPreviewDto> {
    return this.closures.preview(ctx);
  }
}

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The closure record’s id' });
const NOT_FOUND = ApiErrors({ 404: `CLOSURE_NOT_FOUND, "${MESSAGES.CLOSURE_NOT_FOUND}"` });

/**
 * Deleted accounts and what the company owes them (issue 24 §6): one record per closure, the refunds due first to
 * act on. Staff only.
 */
@StaffController('admin/account-closures', 'admin-users')
export class AccountClosuresAdminController {
  constructor(private readonly closures: AccountClosureService) {}

  @Get()
  @ApiOperation({
    summary: 'Deleted accounts, newest first, with what their deletion settled and the refunds owed',
    description:
      '`refundStatus=due` lists the deleted customers the company still owes money (an auction deposit, money on a cancelled reservation).',
  })
  @ApiOkResponse({ type: AccountClosureListDto })
  @ApiErrors({ 400: '' })
  listAccountClosures(@Query() query: AccountClosuresQueryDto): Promise<AccountClosureListDto> {
    return this.closures.list(query);
  }

  @Get(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'One closure record' })
  @ApiOkResponse({ type: AccountClosureDto })
  @NOT_FOUND
  getAccountClosure(@Param('id') id: string): Promise<AccountClosureDto> {
    return this.closures.get(id);
  }

  @PostAction(':id/refund')
  @ID_PARAM
  @ApiOperation({
    summary: 'Record the refund paid to a deleted customer',
    description: 'Moves the refund from due to refunded and clears the contact details kept for it. Audited.',
  })
  @ApiOkResponse({ type: AccountClosureDto })
  @ApiErrors({ 400: '' })
  @NOT_FOUND
  @ApiErrors({ 409: `CLOSURE_ALREADY_REFUNDED, "${MESSAGES.CLOSURE_ALREADY_REFUNDED}"; CLOSURE_NOTHING_TO_REFUND when nothing was owed` })
  recordAccountClosureRefund(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Body() body: RecordClosureRefundDto,
  ): Promise<AccountClosureDto> {
    return this.closures.recordRefund(ctx, id, body);
  }
}
