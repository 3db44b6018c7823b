import type { Db } from '../db/database.js';
import { saveContent } from '../modules/content/index.js';

/**
 * The programme's static pages, by content key: about, terms, disclaimer, faq,
 * privacy, howitworks. The web app's modals and the /about and /{contentKey} pages read these keys.
 */
export const DEMO_CONTENT_KEYS = ['about', 'terms', 'disclaimer', 'faq', 'privacy', 'howitworks'] as const;

function pages(
  company: string,
  programme: string,
  points: string,
): Record<(typeof DEMO_CONTENT_KEYS)[number], { title: string; html: string }> {
  return {
    about: {
      title: `About ${programme}`,
      html: `<h2>Celebrating the people behind the beauty</h2>
<p>${programme} is ${company}'s recognition and rewards programme. It exists for one reason: great work should never go unnoticed. Whether a colleague stayed late to get a launch over the line, helped a new starter find their feet or simply made your day better, ${programme} gives you a quick way to say so.</p>
<h3>What you can do</h3>
<ul>
<li><strong>Say thank you</strong> with a Simply Say e-card, free to send to anyone at any time.</li>
<li><strong>Pay It Forward</strong> with a small gift of ${points} from your own allowance.</li>
<li><strong>Nominate</strong> a colleague who lives our values: Belief, Integrity, Respect, Trust and Humility.</li>
<li><strong>Spend your ${points}</strong> in the rewards shop on vouchers, experiences and treats.</li>
</ul>
<h3>Our values</h3>
<p>Every recognition is linked to a value, so over time the programme tells the story of how we work together across every division and country cluster.</p>
<p>Questions? Use the <a href="/contactus">Contact Us</a> form and the programme team will get back to you.</p>`,
    },
    howitworks: {
      title: 'How it Works',
      html: `<h2>Recognise, earn, redeem</h2>
<p>${programme} runs on ${points}: points you receive when colleagues and managers recognise you, and spend in the rewards shop.</p>
<h3>1. Recognise a colleague</h3>
<ol>
<li>Choose <strong>Simply Say</strong> to send an e-card by e-mail or SMS. It carries no points but is always appreciated.</li>
<li>Choose <strong>Pay It Forward</strong> to send 30, 50, 75 or 100 ${points} from your Pay It Forward allowance, with a card such as Thank You, Well Done or Hi5.</li>
<li>Managers can send <strong>ad hoc awards</strong> from their recognition budget for outstanding work.</li>
</ol>
<h3>2. Nominate for the quarterly awards</h3>
<p>Nominate a colleague, a whole team or a division against one of our categories: Innovation and Improvement, Simplification, Agility, Accountability, Collaboration or People Management. The nominee's manager reviews each nomination and rates it from one to five stars:</p>
<ul>
<li>1 or 2 stars: a Thank you e-card;</li>
<li>3 stars: 50 ${points}; 4 stars: 100 ${points}; 5 stars: 150 ${points}.</li>
</ul>
<p>Nominations rated above three stars can be put forward to the cluster committee for the quarterly awards.</p>
<h3>3. Earn on special days</h3>
<p>On your birthday you receive a card and 100 ${points} (field sales colleagues are rewarded through their own incentive scheme). Work anniversaries are celebrated on the Celebrate With Us page.</p>
<h3>4. Redeem in the shop</h3>
<p>Open <strong>My Rewards</strong> to browse the catalogue by category, add items to your basket and check out. Voucher codes are sent to your mobile by SMS and can also be viewed under My Orders once dispatched.</p>
<p>Your balance <em>TO REDEEM</em> is always shown at the top of the page, and your Points Statement lists every credit and debit.</p>`,
    },
    faq: {
      title: 'Frequently Asked Questions',
      html: `<h2>Getting started</h2>
<h3>How do I register?</h3>
<p>Choose <strong>Register</strong> on the welcome page and enter your member number (your employee number), the work e-mail address we hold for you, your mobile number and a password. We text you a six-digit code; enter it to complete your registration.</p>
<h3>I have forgotten my password.</h3>
<p>Choose <strong>Forgot password?</strong> on the welcome page and enter your mobile number. We text you a code; enter it with your new password. For your security you will be signed out on every other device.</p>
<h2>${points}</h2>
<h3>How do I earn ${points}?</h3>
<p>From colleagues' Pay It Forward cards, managers' ad hoc awards, reviewed nominations and your birthday award.</p>
<h3>Do ${points} expire?</h3>
<p>${points} stay in your account while you are employed by ${company}. Please redeem them before you leave; unredeemed ${points} are returned to the programme when you leave.</p>
<h3>Were points sent to me before I registered lost?</h3>
<p>No. Anything sent to you before you registered is waiting in your account when you sign in for the first time.</p>
<h2>The rewards shop</h2>
<h3>When will I receive my voucher?</h3>
<p>Most digital vouchers arrive by SMS within one working day. You can see the status of every order under <strong>My Orders</strong>.</p>
<h3>Can I cancel an order?</h3>
<p>Digital vouchers cannot be cancelled once issued. For physical items, contact us within 24 hours of ordering.</p>
<h2>Still stuck?</h2>
<p>Send us a message through <a href="/contactus">Contact Us</a>.</p>`,
    },
    terms: {
      title: 'Terms and Conditions',
      html: `<h2>${programme}: programme terms</h2>
<p>These terms apply to everyone who takes part in ${programme}, the recognition and rewards programme of ${company} ("the company"). By registering you accept them.</p>
<h3>1. Eligibility</h3>
<ol>
<li>The programme is open to current employees of the company whose details are held on the staff record.</li>
<li>Each person may hold one account. Accounts may not be shared or transferred.</li>
</ol>
<h3>2. ${points}</h3>
<ol>
<li>${points} have no cash value and cannot be exchanged for money, transferred to another person or sold.</li>
<li>${points} may only be redeemed in the programme's rewards shop while you are employed by the company.</li>
<li>The company may reverse ${points} awarded in error or obtained in breach of these terms.</li>
</ol>
<h3>3. Recognition and nominations</h3>
<ul>
<li>Messages must be respectful and in keeping with our values. The company may remove any message that is not.</li>
<li>Managers and committees decide nominations and awards at their discretion; their decisions are final.</li>
</ul>
<h3>4. Pictures and profile information</h3>
<p>By publishing a picture or Get To Know details you confirm that you have the right to share them and agree that colleagues may see them. You can remove them at any time.</p>
<h3>5. Tax</h3>
<p>Some rewards may be a taxable benefit in your country. The company reports them as local law requires.</p>
<h3>6. Changes</h3>
<p>The company may change or end the programme with reasonable notice. ${points} already earned can be redeemed for at least 60 days after notice of closure.</p>`,
    },
    disclaimer: {
      title: 'Disclaimer',
      html: `<h2>Disclaimer</h2>
<p>The information in ${programme} is provided in good faith for ${company} employees. While we take care to keep product descriptions, prices and availability in the rewards shop accurate, they may change without notice and may contain errors.</p>
<ul>
<li>Images of products are for illustration; the item supplied may differ slightly.</li>
<li>Rewards are supplied by third-party partners, whose own terms apply to vouchers and experiences.</li>
<li>We are not responsible for the content of external websites linked from this portal.</li>
</ul>
<p>Nothing in this portal forms part of your contract of employment.</p>`,
    },
    privacy: {
      title: 'Privacy Policy',
      html: `<h2>How we use your information</h2>
<p>${company} runs ${programme} to recognise and reward its people. This policy explains what personal information the programme uses and why.</p>
<h3>What we hold</h3>
<ul>
<li>From the staff record: your name, member number, work e-mail, division, country and manager.</li>
<li>What you give us: your mobile number, profile picture, preferred first name, and optionally your day and month of birth, hobbies and dreams.</li>
<li>Programme activity: recognition you send and receive, nominations, ${points} and orders.</li>
</ul>
<h3>Why we use it</h3>
<p>To run the programme: deliver e-cards and vouchers, show celebrations, calculate balances and produce management reports. Our lawful basis is the company's legitimate interest in recognising its people, and your consent for the optional details, which you can withdraw at any time on My Profile.</p>
<h3>Who sees it</h3>
<p>Colleagues see your name, division, picture and any Get To Know details you choose to share. Managers see recognition within their teams. Our rewards and messaging partners receive only what they need to deliver your rewards.</p>
<h3>Cookies</h3>
<p>The portal uses a strictly necessary cookie to remember your cookie choices, and keeps your sign-in in your browser's session storage. Choose <strong>Cookie Preferences</strong> at the foot of any page to change your choices.</p>
<h3>Your rights</h3>
<p>You may ask for a copy of your information, or for it to be corrected or erased, through <a href="/contactus">Contact Us</a>.</p>`,
    },
  };
}

/** The demo's programme is Shine Recognition and its points Beauty Bucks (the config defaults). */
export async function loadDemoContent(
  db: Db,
  opts: { companyName: string; at: string; programmeName?: string; pointsName?: string },
) {
  const all = pages(
    opts.companyName,
    opts.programmeName ?? 'Shine Recognition',
    opts.pointsName ?? 'Beauty Bucks',
  );
  for (const [contentKey, page] of Object.entries(all)) {
    await saveContent(db, { contentKey, title: page.title, html: page.html }, opts.at);
  }
}
