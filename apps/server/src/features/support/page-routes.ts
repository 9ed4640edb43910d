// A support request sent before and without JavaScript (decision 060): the support page's form
// posts here as a signed-out shopper's request. It is checked with core's guest schema, then
// filed through the API's own route (the same rate limit, reference and mail as the app's), and
// the browser is sent back to /support, which shows the reference or SPEC's message under each
// field.
import { guestSupportTicketBody } from '@harit/core/validation';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormPosts, formField } from '../../plugins/form-body.ts';

const FIELDS = ['topic', 'orderNumber', 'message', 'email'] as const;

export const supportPageRoutes: FastifyPluginAsync = async (app) => {
  acceptFormPosts(app);
  app.post('/support', { schema: { hide: true } }, async (request, reply) => {
    const typed = Object.fromEntries(FIELDS.map((name) => [name, formField(request.body, name)]));
    const back = (answer: Record<string, string>) =>
      reply.redirect(`/support?${new URLSearchParams(answer)}#request-heading`, 303);
    const checked = guestSupportTicketBody.safeParse(typed);
    if (!checked.success) {
      // What was typed comes back to fill the form again, with each field's first message.
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = `error.${String(issue.path[0] ?? 'form')}`;
        errors[field] ??= issue.message;
      }
      return back({ ...typed, ...errors, message: typed.message?.slice(0, 2000) ?? '' });
    }
    const filed = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
      payload: JSON.stringify(checked.data),
    });
    if (filed.statusCode === 201) {
      return back({ request: filed.json<{ reference: string }>().reference });
    }
    const message =
      filed.json<{ message?: string }>().message ?? 'Something went wrong. Please try again.';
    return back({ ...typed, 'error.form': message });
  });
};
