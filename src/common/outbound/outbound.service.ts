import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  OutboundError,
  type OutboundRequest,
  outboundRequest,
  type OutboundResponse,
  type Resolver,
  systemResolver,
  vetTarget,
} from './outbound-http.js';
import type { OutboundRules, UrlRefusal } from './outbound-rules.js';

/** How long a URL's check when it is saved waits for DNS: a name that does not resolve (yet) is not refused for it. */
const SAVE_CHECK_DNS_MS = 3_000;

/**
 * The one outbound-URL guard of the application (src/common/outbound/): every URL the server calls for a user or staff
 * — dealers' webhook endpoints, auction feed sources, the exchange-rate provider — is checked by `check` when it is
 * saved and called through `request`, which checks it again, resolves the name once, connects to the vetted address
 * and re-checks every redirect. One resolver serves both, so a test can answer names from a table (`useResolver`).
 */
@Injectable()
export class OutboundHttp {
  private readonly logger = new Logger(OutboundHttp.name);
  private resolver: Resolver = systemResolver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The rules for URLs staff or the operator set (feed sources, the exchange-rate provider): http allowed. */
  staffRules(): OutboundRules {
    return { allowHttp: true, allowPrivate: this.config.outbound.allowPrivateAddresses, allowed: this.config.outbound.allowedAddresses };
  }

  /** Names are answered by `resolver` instead of DNS (tests: a name that resolves to a private address); null: DNS again. */
  useResolver(resolver: Resolver | null): void {
    this.resolver = resolver ?? systemResolver;
  }

  /**
   * Whether a URL may be saved: its form, its scheme, its host as written, and — when the name resolves now — the
   * addresses it resolves to. A name that does not resolve (yet) passes: it is resolved and vetted again at every call.
   */
  async check(url: string, rules: OutboundRules): Promise<UrlRefusal | null> {
    try {
      await vetTarget(url, rules, this.resolver, AbortSignal.timeout(SAVE_CHECK_DNS_MS));
      return null;
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      if (error.kind === 'invalid' || error.kind === 'https_required') return { reason: error.kind };
      if (error.kind === 'refused') {
        this.logger.log(`Outbound URL refused: ${error.detail}`);
        return { reason: 'refused', host: error.host ?? '', range: error.detail };
      }
      return null;
    }
  }

  /** One guarded call (outbound-http.ts); rejects only with OutboundError. */
  request(url: string, options: Omit<OutboundRequest, 'resolver'>): Promise<OutboundResponse> {
    return outboundRequest(url, { ...options, resolver: this.resolver });
  }
}

/** Provides the guard to every module (global). */
@Global()
@Module({ providers: [OutboundHttp], exports: [OutboundHttp] })
export class OutboundModule {}
