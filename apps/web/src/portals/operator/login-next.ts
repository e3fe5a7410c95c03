import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';

/**
 * Where the console's login sends an operator back (?next=): only a console page of this site; anything else
 * (another origin, another portal, a protocol-relative URL, a path that climbs out with `..`, the login itself)
 * goes to the audit log.
 */
export function safeOperatorNext(lang: Language, next: string | null): string {
  if (
    next &&
    /^\/(sv|no|fi|en)\/admin(\/[^/\\]|\/$)/.test(next) &&
    !/\/\.\.?(\/|$|[?#])/.test(next) &&
    !/^\/[a-z]{2}\/admin\/login(\/|$|\?)/.test(next)
  ) {
    return next;
  }
  return paths.operator.auditLog.href({ lang });
}
