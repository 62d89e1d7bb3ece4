import * as z from 'zod';
import { type DeepReadonly, i18nKeySchema, idSchema } from './shared.ts';

const nameSchema = z.string().regex(/^[a-zA-Z0-9]+$/, 'Expected a view or page name such as "Home"');
/** A path on the embed's origin, such as /sport-embeds/dgt/boot.js (the origin itself is a runtime setting). */
const originPathSchema = z.string().regex(/^\/[A-Za-z0-9._~/-]*$/, 'Expected a path on the embed origin such as "/sport/boot.js"');
/** A global the embed's script defines on window, such as "DgtSport". */
const globalNameSchema = z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'Expected a JavaScript global name');
const paramNameSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'Expected a parameter name');
const messageTypeSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/, 'Expected a message type such as "balanceChanged"');

/** What the site does with a message the embed may send (the issue's host-side bridge). */
export const sportEmbedActionSchema = z.enum([
  /** The embed has rendered: the start time-out stops. */
  'ready',
  /** The wallet moved: the header balance is fetched once. */
  'balance-changed',
  /** The player wants to deposit: the deposit page opens. */
  'open-deposit',
  /** The player wants to sign in: the sign-in form opens. */
  'open-sign-in',
  /** The embed needs a fresh token: one is fetched and handed over. */
  'renew-token',
  /** The content height changed: the frame takes it (no double scrollbar on a phone). */
  'resize',
  /** The embed could not start (its own error): the failure message shows. */
  'failed',
]);
export type SportEmbedAction = z.infer<typeof sportEmbedActionSchema>;

/** Frame sandbox tokens an operator may grant; anything else (top navigation, popups, downloads) is never needed. */
const frameSandboxTokenSchema = z.enum(['allow-scripts', 'allow-same-origin', 'allow-forms']);

const loaderSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** A script that renders into a container: `window[global].boot(params, { name })` (DESIGN "Origins and runtime settings"). */
    kind: z.literal('bootstrapper-script'),
    /** The script's path on the embed origin. */
    script: originPathSchema,
    /** The global the script defines. */
    global: globalNameSchema,
    /** The `name` option of boot(): the instance name the provider knows the site by. */
    name: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  }),
  z.strictObject({
    /** A widget kit: `window[global].init({ integration, culture, token, oddformat })`, then `addSportsBook({ container, ... })`. */
    kind: z.literal('widget-kit'),
    /** The kit's path on the embed origin. */
    script: originPathSchema,
    /** The global the kit defines. */
    global: globalNameSchema,
    /** The `integration` option of init(): the operator's name at the provider. */
    integration: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  }),
  z.strictObject({
    /** A page in a frame; its parameters go in the query string, the token only by message (never in a URL). */
    kind: z.literal('frame-page'),
    /** The page's path on the embed origin. */
    page: originPathSchema,
  }),
]);

/** One address of an embed: a route the engine builds from this file (nothing to add under config/routes or src/). */
const embedRouteSchema = z.strictObject({
  /** Route id (typed hrefs use it). */
  id: idSchema,
  /** Path in react-router syntax, e.g. /sport/alt/:page?/:sportId?. */
  path: z.string().regex(/^\/[A-Za-z0-9/:?_-]*$/),
  /** i18n key of the page title. */
  titleKey: i18nKeySchema,
  /** Parameters this address always hands the embed (e.g. /sport/sft/live: { page: 'live' }). */
  fixedParams: z.record(paramNameSchema, z.string().max(40)).optional(),
});

/**
 * One third-party sport embed (config/sport-embeds/<id>.ts, CONVENTIONS 1): how it loads, where from, its token,
 * its addresses and views, and the messages it may send (§2 third-party sport pages, §3 Sport token).
 */
export const sportEmbedSchema = z
  .strictObject({
    /** Embed id; the file is config/sport-embeds/<id>.ts, and the provider of api/integrations/{provider}/login. */
    id: idSchema,
    /** How the embed starts. */
    loader: loaderSchema,
    /**
     * The environment variable holding the embed's origin (a runtime setting, DESIGN "Origins and runtime settings");
     * unset, the sandbox's stand-in on its second origin. The CSP names exactly these origins.
     */
    originSetting: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    /** §3 Sport token: where it comes from, how it is handed over and renewed. A guest gets '-' without a call. */
    token: z.strictObject({
      /** 'integration-login': POST api/integrations/{id}/login; 'sport-token': the sport token call (§7). */
      source: z.enum(['integration-login', 'sport-token']),
      /** Renewed this long before it expires. */
      renewBeforeSeconds: z.int().min(5).max(3_600),
      /**
       * How a renewed token reaches a running embed: a method of the script's global, a message to the frame, or a
       * fresh start of the embed.
       */
      renewal: z.discriminatedUnion('by', [
        z.strictObject({ by: z.literal('method'), /** The global's method, called with the token. */ method: globalNameSchema }),
        z.strictObject({ by: z.literal('message'), /** The message type posted to the frame with { token }. */ type: messageTypeSchema }),
        z.strictObject({ by: z.literal('restart') }),
      ]),
    }),
    /** The embed's language names for the site's languages (§1); its direction follows the site's. */
    cultures: z.record(z.string().regex(/^[A-Za-z0-9-]+$/), z.string().regex(/^[A-Za-z-]{2,10}$/)),
    /** The embed's names of the §3 odds formats (Decimal 0 ... Indo 5), by the format's number. */
    oddsFormats: z.record(z.string().regex(/^[0-9]$/), z.string().regex(/^[A-Za-z0-9-]{1,20}$/)),
    /** The addresses of the embed (§2). */
    routes: z.array(embedRouteSchema).min(1),
    /** What the route's parameters become in the embed: route param -> embed param. */
    params: z.record(paramNameSchema, paramNameSchema).optional(),
    /** The messages it may send: the field naming the type, each type's action, the field with a height. */
    messages: z.strictObject({
      /** The field of a message holding its type. */
      typeField: paramNameSchema,
      /** The embed's message type -> what the site does. Any other type is ignored and counted. */
      actions: z.record(messageTypeSchema, sportEmbedActionSchema),
      /** The field of a resize message holding the height in CSS pixels. */
      heightField: paramNameSchema.optional(),
      /** The field holding a message's increasing sequence number: a repeat or an older one is a replay. */
      sequenceField: paramNameSchema,
      /** Messages larger than this (as JSON) are ignored and counted. */
      maxBytes: z.int().min(64).max(65_536),
    }),
    /** Frame sandbox permissions, the fewest that work; the embed's frame gets exactly these. */
    frameSandbox: z.array(frameSandboxTokenSchema).min(1),
    /** An embed that has not said it is ready after this long shows the failure message. */
    startTimeoutMs: z.int().min(1_000).max(120_000),
    /** §2: views offered per viewport; below the tablet width (767 px) the mobile list applies. */
    views: z
      .strictObject({
        /** Views allowed above the tablet breakpoint. */
        desktop: z.array(nameSchema).min(1),
        /** Views allowed at or below the tablet breakpoint. */
        mobile: z.array(nameSchema).min(1),
      })
      .optional(),
    /** §2: an invalid view redirects to the default page of this view. */
    defaultView: z
      .strictObject({
        /** Default view above the tablet breakpoint. */
        desktop: nameSchema,
        /** Default view at or below the tablet breakpoint. */
        mobile: nameSchema,
      })
      .optional(),
    /** §2: pages allowed in every view. */
    pages: z.array(nameSchema).min(1).optional(),
    /** §2: pages a view adds to `pages` (the mobile view adds Live and Sport). */
    extraPagesByView: z.record(nameSchema, z.array(nameSchema)).optional(),
    /** The page an invalid view (or page) redirects to. */
    defaultPage: nameSchema.optional(),
    /** The route params holding the view and the page, checked against the rules above (§2 /sport/dgt). */
    viewParams: z.strictObject({ /** Param with the view. */ view: paramNameSchema, /** Param with the page. */ page: paramNameSchema }).optional(),
  })
  .superRefine((embed, context) => {
    const ruleKeys = ['views', 'defaultView', 'pages', 'defaultPage', 'viewParams'] as const;
    const present = ruleKeys.filter((key) => embed[key] !== undefined);
    if (present.length > 0 && present.length < ruleKeys.length) {
      for (const key of ruleKeys.filter((name) => embed[name] === undefined)) {
        context.addIssue({ code: 'custom', path: [key], message: `Views need all of ${ruleKeys.join(', ')}` });
      }
      return;
    }
    if (embed.views && embed.defaultView && embed.pages && embed.defaultPage) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        if (!embed.views[viewport].includes(embed.defaultView[viewport])) {
          context.addIssue({ code: 'custom', path: ['defaultView', viewport], message: `"${embed.defaultView[viewport]}" is not one of views.${viewport}` });
        }
      }
      if (!embed.pages.includes(embed.defaultPage)) {
        context.addIssue({ code: 'custom', path: ['defaultPage'], message: `"${embed.defaultPage}" is not one of pages` });
      }
      const allViews = [...embed.views.desktop, ...embed.views.mobile];
      for (const view of Object.keys(embed.extraPagesByView ?? {})) {
        if (!allViews.includes(view)) {
          context.addIssue({ code: 'custom', path: ['extraPagesByView', view], message: `"${view}" is not one of the views` });
        }
      }
    }
    const actions = Object.values(embed.messages.actions);
    for (const needed of ['ready', 'resize'] as const) {
      if (!actions.includes(needed)) context.addIssue({ code: 'custom', path: ['messages', 'actions'], message: `No message type has the action "${needed}"` });
    }
    if (actions.includes('resize') && embed.messages.heightField === undefined) {
      context.addIssue({ code: 'custom', path: ['messages', 'heightField'], message: 'A resize message needs heightField' });
    }
    if (embed.loader.kind === 'frame-page' && embed.token.renewal.by === 'method') {
      context.addIssue({ code: 'custom', path: ['token', 'renewal'], message: 'A frame page has no global: renew by message or restart' });
    }
    embed.routes.forEach((route, index) => {
      const params = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1).replace(/\?$/, ''));
      if (embed.viewParams) {
        for (const name of [embed.viewParams.view, embed.viewParams.page]) {
          if (!params.includes(name)) context.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `"${name}" is not a param of ${route.path}` });
        }
      }
    });
  });

export type SportEmbedConfig = z.output<typeof sportEmbedSchema>;

export type SportEmbedInput = DeepReadonly<z.input<typeof sportEmbedSchema>>;

/** The §2 view rules of an embed that has views. */
export type SportEmbedViewRules = Required<Pick<SportEmbedConfig, 'views' | 'defaultView' | 'pages' | 'defaultPage'>> & Pick<SportEmbedConfig, 'extraPagesByView'>;
