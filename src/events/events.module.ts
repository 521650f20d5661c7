import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventsDispatcher } from './domain-events-dispatcher.service.js';
import { DomainEvents } from './domain-events.service.js';

/**
 * The domain events (issue 25), for every module: DomainEvents to record events and the dispatcher that runs the
 * after-commit subscribers. Infrastructure like src/jobs: it imports no module; modules import its types and decorator.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEvents, DomainEventsDispatcher],
  exports: [DomainEvents],
})
export class EventsModule {}
