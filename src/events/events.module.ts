import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventsDispatcher } from './domain-events-dispatcher.service.js';
import { DomainEventsRetention } from './domain-events-retention.service.js';
import { DomainEvents } from './domain-events.service.js';

/**
 * The domain events (issue 25), for every module: DomainEvents to record events, the dispatcher that runs the
 * after-commit subscribers and the nightly prune of dispatched events. Infrastructure like src/jobs: it imports no module; modules import its types and decorator.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEvents, DomainEventsDispatcher, DomainEventsRetention],
  exports: [DomainEvents],
})
export class EventsModule {}
