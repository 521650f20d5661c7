import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

/** A method of a provider instance; `owner` names it `Class.method` for logs and stored rows. */
export interface ProviderMethod {
  instance: object;
  fn: (...args: unknown[]) => unknown;
  owner: string;
}

/**
 * Every method of every static provider, each instance once (a provider exported under two tokens is one instance):
 * what start-up scans for method decorators such as @OnJob and @OnDomainEvent. Request-scoped providers have no
 * instance to bind to and are passed over.
 */
export function* providerMethods(discovery: DiscoveryService, scanner: MetadataScanner): Generator<ProviderMethod> {
  const seen = new Set<object>();
  for (const wrapper of discovery.getProviders()) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object' || seen.has(instance) || !wrapper.isDependencyTreeStatic()) continue;
    seen.add(instance);
    const prototype = Object.getPrototypeOf(instance) as object | null;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const fn = (instance as Record<string, unknown>)[method];
      if (typeof fn !== 'function') continue;
      yield { instance, fn: fn as ProviderMethod['fn'], owner: `${instance.constructor.name}.${method}` };
    }
  }
}
