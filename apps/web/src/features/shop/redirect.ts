/** The provider's payment page: a link to follow, or a form to post (PayGate's process page). */
export interface PaymentRedirect {
  url: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

/** Sends the browser to the provider's hosted payment page. */
export function goToPaymentPage(redirect: PaymentRedirect, doc: Document = document) {
  if (redirect.method === 'GET') {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
