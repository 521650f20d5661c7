import { conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../../common/state-machine/state-machine.js';
import { IMPORT_STATUSES, type ImportStatus } from './auction-import.entity.js';

/**
 * A feed import's states, in the shared state-machine shape (issue 24). Staff start an import (it is created
 * `queued`); only its job moves it after that:
 *
 *   queued ──job──▶ running ──job──▶ done
 *     │                └──────job──▶ failed
 *     └────────────job (fails before it starts)──▶ failed
 *
 * A run that starts again (a retry, a restarted worker, the sweep) finds it `running` and resumes from its checkpoint
 * without moving it. Done and failed are final: the runner skips them.
 */
export const IMPORT_CAUSES = ['job'] as const;
export type ImportCause = (typeof IMPORT_CAUSES)[number];

export const IMPORT_MACHINE = defineStateMachine<ImportStatus, ImportCause>({
  name: 'auction import',
  states: IMPORT_STATUSES,
  transitions: [
    { from: 'queued', to: 'running', by: ['job'] },
    { from: 'running', to: 'done', by: ['job'] },
    { from: ['queued', 'running'], to: 'failed', by: ['job'] },
  ],
  alreadyIn: (status) => conflict(Msg.AUCTION_IMPORT_ALREADY_IN_STATUS, { status: stateLabel(status) }),
  notAllowed: (from, to) => conflict(Msg.AUCTION_IMPORT_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

/** Whether an import has finished (done or failed): nothing moves it any more, and its screen stops asking. */
export const importFinished = (status: ImportStatus): boolean => IMPORT_MACHINE.isFinal(status);
