import type { Language } from '@filmhyllan/contract';
import type { Country } from '@/lib/country';
import type { StatementDocument, StatementText } from './statement-facts';
import { enStatement } from './content/en';
import { fiStatement } from './content/fi';
import { noStatement } from './content/no';
import { svStatement } from './content/sv';

/**
 * The accessibility statement that Sweden's DOS-lagen, Finland's Act 306/2019 and Norway's regulations on
 * universal design require: how well the service conforms to WCAG 2.1 AA, what does not yet work, how it was
 * assessed, how to report a problem, and the country's enforcement body. Like the privacy policy it is a
 * document, one module per language (content/*.ts), so a translator reads and edits running text. The page
 * language decides the text; the site's country decides the enforcement body.
 */

const statements: Record<Language, StatementText> = {
  sv: svStatement,
  no: noStatement,
  fi: fiStatement,
  en: enStatement,
};

export const accessibilityStatement = (language: Language, country: Country): StatementDocument =>
  statements[language](country);
