// SPEC §5 Newsletter, before and without JavaScript (decision 060): the home page's form posts
// here, is checked with the same core schema as the app checks it, and the browser is sent back
// to the home page, which shows SPEC's message under the field. Nothing is stored (SPEC §5:
// nothing is sent to a server by the app; this answer only stands in for the app's check).
import { newsletterSchema } from '@harit/core/validation';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormPosts, formField } from '../../plugins/form-body.ts';

/** The query the home page reads: `newsletter=subscribed`, or `invalid` with the text typed. */
export const NEWSLETTER_PARAM = 'newsletter';

export const newsletterPageRoutes: FastifyPluginAsync = async (app) => {
  acceptFormPosts(app);
  app.post('/newsletter', { schema: { hide: true } }, async (request, reply) => {
    const typed = formField(request.body, 'email');
    const checked = newsletterSchema.safeParse({ email: typed });
    const query = new URLSearchParams(
      checked.success
        ? { [NEWSLETTER_PARAM]: 'subscribed' }
        : { [NEWSLETTER_PARAM]: 'invalid', email: typed.slice(0, 200) },
    );
    // 303: the browser asks for the page with GET, and Back or reload never posts again.
    return reply.redirect(`/?${query}#newsletter`, 303);
  });
};
