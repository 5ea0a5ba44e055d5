// Hand-written English texts with hand-given labels, for measuring the local text analyzer. The labels
// were fixed before any threshold was chosen and are not to be changed to fit the analyzer.
//
// What the labels mean (an editor's judgement, not a formula):
// - formality: casual = texting/social register, slang, dropped capitals or punctuation; conversational
//   = friendly, contractions, talks to the reader, but complete sentences; neutral = plain standard
//   prose for a general audience (news, documentation, stories); professional = workplace register
//   with its conventions (cover letters, press releases, business mail); formal = legal, academic,
//   official.
// - emoji / hashtags: none; rare = one or two, incidental; moderate = a few, a regular feature of the
//   text; frequent = in most lines, or a pile of them.
// - person: whose voice carries the text: first (I/we), second (addresses "you", instructions),
//   third (neither; quoted speech does not count).
// Texts marked `holdout` were not looked at while the thresholds were calibrated (see the two groups
// below).
import type { FORMALITY, FREQUENCY, PERSON } from "@/lib/styles/blocks";

export interface LabelledText {
  id: string;
  text: string;
  formality: (typeof FORMALITY)[number];
  emoji: (typeof FREQUENCY)[number];
  hashtags: (typeof FREQUENCY)[number];
  person: (typeof PERSON)[number];
  holdout?: boolean;
}

export const LABELLED_TEXTS: LabelledText[] = [
  {
    id: "tweet-thread", formality: "casual", emoji: "frequent", hashtags: "moderate", person: "first",
    text: `1/ ok so we finally shipped dark mode 🌙 and i have thoughts 🧵
2/ took us 3 weeks instead of 3 days lol. turns out every single icon had a hardcoded white background 😭 #darkmode
3/ shoutout to @mara for finding the weirdest bug i've ever seen — the login button vanished only on tuesdays?? 🤯
4/ anyway it's live now, go break it 🙏🚀 #buildinpublic #indiedev`,
  },
  {
    id: "legal-notice", formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `NOTICE OF ANNUAL GENERAL MEETING. Notice is hereby given that the Annual General Meeting of the members of Harbourside Housing Cooperative Limited will be held at the Community Hall, 14 Quay Street, on Thursday, 12 June 2025, at 7.00 p.m., for the purpose of transacting the following business: (1) to receive and consider the audited financial statements for the year ended 31 March 2025, together with the reports of the directors and auditors thereon; (2) to elect directors in accordance with Article 22 of the Rules; and (3) to transact any other business that may properly be brought before the meeting. A member entitled to attend and vote is entitled to appoint a proxy to attend and vote in his or her stead. Instruments of proxy must be deposited at the registered office not less than forty-eight hours before the time appointed for the meeting. By order of the Board.`,
  },
  {
    id: "academic-abstract", formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `This study examines the relationship between urban tree canopy cover and summer land surface temperature across forty-two mid-sized European cities. Using Landsat 8 thermal imagery acquired between 2015 and 2022, combined with high-resolution canopy maps, the analysis estimates the marginal cooling associated with incremental increases in canopy at the neighbourhood scale. Results indicate a non-linear association: cooling effects intensify markedly once canopy cover exceeds approximately thirty per cent, whereas additional planting below this threshold yields comparatively modest reductions. The magnitude of the effect varies with climatic zone, building density and the spatial configuration of green space. These findings suggest that municipal greening strategies may achieve greater thermal benefits by concentrating investment in contiguous corridors rather than dispersing plantings uniformly. Implications for equitable adaptation planning are discussed.`,
  },
  {
    id: "academic-abstract-we", formality: "formal", emoji: "none", hashtags: "none", person: "first",
    text: `We present a method for estimating the uncertainty of protein structure predictions without retraining the underlying model. Our approach perturbs the input multiple sequence alignment in a controlled manner and measures the resulting variance in predicted inter-residue distances. We evaluate the method on a benchmark of 1,214 experimentally determined structures and demonstrate that the estimated variance is strongly correlated with observed error (Spearman's rho = 0.71). Furthermore, we show that the procedure identifies regions of intrinsic disorder with a precision comparable to that of dedicated predictors. We argue that perturbation-based estimates constitute a practical complement to the confidence scores reported by existing systems, and we release our implementation to facilitate further research.`,
  },
  {
    id: "text-to-friend", formality: "casual", emoji: "moderate", hashtags: "none", person: "first",
    text: `omg i just got home and realised i left my charger at yours 🤦‍♀️ can u bring it tmrw?? also that pasta was unreal, i'm still thinking about it lol 😭 we HAVE to do that again. next time i'm bringing dessert, i found this lemon tart place near work that's supposed to be amazing 🍋 anyway text me when ur up, i'm gonna crash`,
  },
  {
    id: "founder-letter", formality: "conversational", emoji: "rare", hashtags: "none", person: "first",
    text: `Hi friends,

Last Thursday at 6 a.m. our espresso machine sprayed steam across the whole counter, and for about ten minutes I genuinely thought we'd have to close for the day. We didn't. Priya borrowed a stovetop moka pot from her mum, Leo started handing out free cinnamon buns to anyone willing to wait, and by nine the line was out the door.

I've been running this café for four years and I still get surprised by how kind people are when things go sideways.

So here's the news: the new machine arrives Monday, and to say thanks we're doing half-price flat whites all next week. Bring a friend, bring your laptop, stay as long as you like. See you at the counter ☕

— Dana`,
  },
  {
    id: "recipe-intro", formality: "conversational", emoji: "none", hashtags: "none", person: "first",
    text: `I've made a lot of banana bread in my life, and most of it was fine. This one is better than fine. The trick, which I stumbled on during a very boring snowed-in weekend, is browning the butter first and letting the bananas go properly black before you mash them. It sounds like a lot of fuss, but it's maybe five extra minutes, and the loaf comes out deep, nutty and almost caramel-like. My kids now refuse to eat any other version, which is both a compliment and a problem. I usually bake two at once and freeze one, because it never lasts more than a day on the counter.`,
  },
  {
    id: "product-changelog", formality: "neutral", emoji: "none", hashtags: "none", person: "third",
    text: `Version 3.4.0 — released 2 May 2025.

Added: export to CSV from the reports page; keyboard shortcuts for switching between projects; a dark theme that follows the system setting.
Changed: the sidebar now remembers its collapsed state between sessions; search results are sorted by relevance instead of date.
Fixed: a crash when opening a project with more than 500 tasks; attachments larger than 10 MB failing silently on upload; incorrect time zones in the weekly digest email.
Deprecated: the legacy v1 webhook format will be removed in version 4.0.`,
  },
  {
    id: "childrens-story", formality: "neutral", emoji: "none", hashtags: "none", person: "third",
    text: `Once upon a time, at the edge of a very big forest, there lived a little hedgehog called Bramble. Bramble was afraid of the dark. Every evening, when the sun slipped behind the hills, he curled up into a tight, prickly ball and waited for morning. One night, a firefly named Lumi landed on his nose. "Why are you hiding?" she asked. "Because the dark is full of things I cannot see," said Bramble. Lumi laughed a tiny, tinkling laugh. "Then come with me, and I will show you." So Bramble uncurled, just a little, and followed the small green light between the roots and the ferns. That night he saw the moon on the pond, the owls in the oak tree and a hundred other fireflies dancing. And after that, Bramble was never quite so afraid of the dark again.`,
  },
  {
    id: "cover-letter", formality: "professional", emoji: "none", hashtags: "none", person: "first",
    text: `Dear Ms Okafor,

I am writing to apply for the position of Operations Coordinator at Northwind Logistics, as advertised on your careers page. Over the past five years I have managed scheduling and vendor relations for a regional distribution centre handling more than 3,000 shipments a week. In that role I introduced a shared dispatch calendar that reduced missed pickups by 40 per cent, and I led the transition to a new warehouse management system with no interruption to service.

I am particularly drawn to Northwind's commitment to low-emission delivery, and I would welcome the opportunity to contribute to the expansion of your electric fleet programme. I have attached my CV and would be glad to discuss my experience in more detail at your convenience.

Thank you for considering my application.

Yours sincerely,
Daniel Reyes`,
  },
  {
    id: "linkedin-post", formality: "conversational", emoji: "rare", hashtags: "moderate", person: "first",
    text: `Three years ago I was rejected from 47 jobs in a row. 📉

I want to talk about number 48.

I almost didn't apply. The role looked way out of my league, and honestly I was tired. But I sent it anyway, with a short note about a side project I'd built on weekends.

They didn't care about my degree. They cared that I'd shipped something.

Here's what I learned:
→ Build in public, even when it feels awkward.
→ Your side projects are your portfolio.
→ Rejection is data, not a verdict.

If you're in the middle of your own 47, keep going. Number 48 might be the one. 💪

#careers #jobsearch #growthmindset`,
  },
  {
    id: "press-release", formality: "professional", emoji: "none", hashtags: "none", person: "third",
    text: `FOR IMMEDIATE RELEASE

Lumen Health Announces Series B Funding to Expand Remote Cardiac Monitoring

BOSTON, March 4, 2025 — Lumen Health, a provider of wearable heart-monitoring services, today announced that it has raised $48 million in Series B funding led by Crescent Ventures, with participation from existing investors. The company will use the proceeds to expand its clinical team, pursue regulatory clearance for two new devices and extend its service to hospital systems in twelve additional states.

"Cardiac patients deserve continuous care that does not end at the hospital door," said Anita Rao, chief executive officer of Lumen Health. "This investment allows us to reach thousands more patients in the coming year."

Since its launch in 2021, Lumen Health has monitored more than 60,000 patients across 140 partner clinics.

About Lumen Health: Lumen Health develops clinically validated remote monitoring solutions for cardiology practices and hospital systems.`,
  },
  {
    id: "forum-reply-casual", formality: "casual", emoji: "none", hashtags: "none", person: "first",
    text: `Had the exact same problem with my Pi 4 last year lol. Spent like two days reflashing SD cards before I figured out it was the power supply the whole time. The cheap phone charger I was using just couldn't keep up once the USB drive spun up. Grabbed the official 15W one and haven't had a single random reboot since. Also fwiw the lightning bolt icon in the corner = undervoltage, took me way too long to learn that haha. Good luck, hope it's that simple for ya`,
  },
  {
    id: "forum-reply-second", formality: "conversational", emoji: "none", hashtags: "none", person: "second",
    text: `You're on the right track, but you'll want to change two things. First, your cron expression runs the job every minute of the fifth hour, not once at five o'clock — you need "0 5 * * *" instead of "* 5 * * *". Second, cron doesn't load your shell profile, so any environment variables you set in .bashrc won't be there when the script runs. You can either define them at the top of the crontab or source your profile inside the script. If it still fails after that, redirect the output to a log file so you can see the actual error instead of guessing. Happy to take another look if you paste the log.`,
  },
  {
    id: "poem", formality: "neutral", emoji: "none", hashtags: "none", person: "first",
    text: `The kettle sings at six, and I am the only one awake.
Outside, the street is a held breath,
the streetlights still arguing with the dawn.
I keep my mother's blue cup for mornings like this,
the chip on its rim turned always away from me,
as if I could drink around what was broken.
The radio murmurs weather from another county.
Somewhere a dog decides the day has started.
I wrap both hands around the warmth
and wait for the light to make up its mind.`,
  },
  {
    id: "support-reply", formality: "conversational", emoji: "none", hashtags: "none", person: "second",
    text: `Hi Sam, thanks for getting in touch, and sorry your order arrived damaged — that's really frustrating, especially with a gift. You don't need to send anything back. I've already issued a full refund to your original payment method, and you should see it within three to five working days. If you'd still like the mug, just reply to this email and I'll ship a replacement by express post at no cost to you. Your new tracking number will arrive in a separate email as soon as it leaves our warehouse. Thanks again for your patience, and let me know if there's anything else you need.

— Priya, Customer Care`,
  },
  {
    id: "news-report", formality: "neutral", emoji: "none", hashtags: "none", person: "third",
    text: `Heavy rain caused flooding across parts of the county on Tuesday, closing roads and forcing the evacuation of about 200 homes near the River Wend. The Environment Agency issued six flood warnings by mid-afternoon after more than 60 millimetres of rain fell in twelve hours. Emergency crews used boats to reach residents in the village of Ashby Marsh, where water rose above the level of ground-floor windows. No injuries were reported. A rest centre has been opened at the local leisure centre, and the council said it would provide temporary accommodation for families who cannot return home. Forecasters expect drier weather later in the week, but warned that river levels could remain high until Saturday.`,
  },
  {
    id: "business-email", formality: "professional", emoji: "none", hashtags: "none", person: "first",
    text: `Dear Mr Lindqvist,

Thank you for your order of 12 March. We are pleased to confirm that the 240 units of the TX-40 controller are in stock and will be dispatched from our Rotterdam warehouse on Friday. As discussed, we have applied the volume discount agreed in our framework contract, and the revised invoice is attached. Please note that delivery to the Gothenburg site requires an appointment; our logistics partner will contact the receiving team directly to arrange a suitable time.

Should you have any questions regarding the shipment or the invoice, please do not hesitate to contact me. We appreciate your continued business.

Kind regards,
Helena Brandt
Account Manager`,
  },
  {
    id: "fitness-caption", formality: "casual", emoji: "frequent", hashtags: "frequent", person: "second",
    text: `Monday reminder 💥 you don't need motivation, you need a plan 📋 Show up for 20 minutes, that's it ⏱️ Some days you'll crush it 🔥 some days you'll just survive it 😅 both count!! Drink your water 💧 stretch those hips 🧘‍♀️ and stop comparing your chapter 1 to someone else's chapter 20 ❤️ You got this!! 💪

#mondaymotivation #fitfam #homeworkout #fitnessjourney #nodaysoff #selfcare #strongnotskinny #wellness`,
  },
  {
    id: "landing-copy", formality: "conversational", emoji: "none", hashtags: "none", person: "second",
    text: `You didn't start a design studio to chase invoices. Ledgerly sends them for you, follows up politely when they're late and tells you the moment a client pays. Connect your bank in two minutes, pick a template that actually looks like your brand, and get back to the work you love. No spreadsheets, no awkward reminder emails, no end-of-quarter panic. Your accountant gets a clean export whenever they need one, and you get your evenings back. Try it free for 30 days — you won't need a credit card, and you can cancel with one click.`,
  },
  {
    id: "diary-entry", formality: "conversational", emoji: "none", hashtags: "none", person: "first",
    text: `Tuesday. Didn't sleep much again. I keep replaying the meeting where I froze when Martin asked about the budget, even though everyone else seems to have forgotten it already. Walked to work the long way, past the canal, and that helped a bit. The herons are back. I counted three of them standing in the shallows like they were waiting for a bus. At lunch I finally called Mum, and we talked for an hour about nothing in particular, which was exactly what I needed. Tonight I'm going to make soup, turn my phone off and read until I fall asleep. Small goals.`,
  },
  {
    id: "sports-recap", formality: "conversational", emoji: "none", hashtags: "none", person: "third",
    text: `What a finish. For eighty minutes it looked like another frustrating afternoon for United, who'd hit the post twice and watched their keeper make a howler that gifted Rovers the opener. Then the kid came on. Nineteen-year-old Tomás Ruiz, in only his third senior appearance, picked up the ball on halfway, skipped past two tired defenders and curled one into the top corner that'll be replayed all season. Three minutes later he was at it again, threading a pass through for Okoye to slot home the winner. The away end went absolutely mental. Rovers will feel hard done by, but nobody in that stadium is going to remember anything except the kid.`,
  },
  {
    id: "wedding-toast", formality: "conversational", emoji: "none", hashtags: "none", person: "first",
    text: `For those who don't know me, I'm Jake, and I've had the privilege of being Tom's best friend since we were eight and he convinced me to dig for dinosaur bones in his mum's vegetable patch. We didn't find any dinosaurs. We did find a lot of trouble. Tom has always been the person who says yes to the adventure, and for years I wondered who on earth could keep up with him. Then he met Ella. Ella, you didn't just keep up — you somehow got him to read a map. So please, everyone, raise your glasses: to Tom and Ella, and to a lifetime of adventures that end with both of you home safe.`,
  },
  {
    id: "policy-statement", formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `The Ministry of Transport has adopted the following policy with respect to the use of unmanned aircraft in controlled airspace. Operators shall obtain prior authorisation from the relevant air traffic service unit before any flight within a control zone. Authorisation may be granted subject to conditions concerning altitude, duration and proximity to aerodromes, and may be withdrawn at any time where the safety of manned aviation so requires. Operators are further required to maintain visual line of sight with the aircraft throughout the flight and to carry evidence of registration and insurance. Contravention of these provisions constitutes an offence under section 94 of the Civil Aviation Act and may result in the suspension of an operator's registration. This policy takes effect on 1 September 2025.`,
  },
  {
    id: "terms-of-service", formality: "formal", emoji: "none", hashtags: "none", person: "second",
    text: `By accessing or using the Service, you agree to be bound by these Terms. If you do not agree to all of these Terms, you may not access or use the Service. You represent and warrant that you are at least eighteen years of age and that you have the legal capacity to enter into a binding agreement. You are solely responsible for maintaining the confidentiality of your account credentials and for all activities that occur under your account. You shall not reproduce, distribute, modify or create derivative works of any portion of the Service without the prior written consent of the Company. The Company reserves the right to suspend or terminate your access to the Service, without notice, for any conduct that it determines, in its sole discretion, to be in violation of these Terms.`,
  },
  {
    id: "slack-message", formality: "casual", emoji: "rare", hashtags: "none", person: "first",
    text: `heads up — deploy's gonna be late today, CI is borked again 🙃 looks like the cache thing from last week, i'm poking at it now. if anyone's got a PR that needs to go out before 5 just ping me and i'll merge it by hand. otherwise i'll post here when it's green. also whoever left the half eaten cake in the kitchen, respect`,
  },
  {
    id: "product-review", formality: "conversational", emoji: "rare", hashtags: "none", person: "first",
    text: `I bought this kettle after my old one started leaking, and honestly I wasn't expecting much for the price. Three months in, I'm really impressed. It boils a full litre in just under three minutes, the lid opens with one finger, and it's quiet enough that I can make tea at 6 a.m. without waking the whole house. The only thing I don't love is the blue light at the base — it's brighter than it needs to be, so I stuck a bit of tape over it. Minor gripe though. If you want something simple that just works, I'd recommend it. Four and a half stars from me 👍`,
  },
  // First holdout: written and labelled together with the rest, but not looked at during calibration.
  {
    id: "lab-methods", holdout: true, formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `Samples were collected from twelve sites along the estuary at low tide on three consecutive days. At each site, sediment cores of 30 cm were extracted using a hand-operated piston corer and immediately sectioned at 2 cm intervals. Each section was transferred to a pre-weighed polypropylene container, sealed and stored at -20 °C pending analysis. Organic carbon content was determined by loss on ignition at 550 °C for four hours, following the protocol described by Heiri et al. (2001). Grain size distribution was measured by laser diffraction after removal of carbonates with dilute hydrochloric acid. All measurements were performed in triplicate, and the mean values are reported together with their standard deviations.`,
  },
  {
    id: "travel-blog", holdout: true, formality: "conversational", emoji: "rare", hashtags: "rare", person: "first",
    text: `We almost skipped Matera. It was raining, we were tired, and the train connection looked like a puzzle designed by someone who hates tourists. I'm so glad we went. The old town, the Sassi, is carved straight into the side of a ravine, and when the clouds lifted just before sunset the whole place turned the colour of honey. We stayed in a cave hotel (yes, an actual cave, with surprisingly good Wi-Fi) and ate orecchiette with turnip tops at a tiny place where the owner's grandmother was rolling pasta by the window. If you're in southern Italy, take the detour. Trust me. 🧡 #slowtravel`,
  },
  {
    id: "event-invite", holdout: true, formality: "conversational", emoji: "moderate", hashtags: "none", person: "second",
    text: `You're invited to our summer street party! 🎉 Bring a chair, a dish to share and whoever you live with — kids, grandparents and well-behaved dogs all welcome 🐶 We'll close off Elm Road from 2 to 8 p.m. on Saturday 19 July, and there'll be a bouncy castle, a bake-off and live music from the Hendersons at number 42. If you can help set up tables in the morning, drop a note through the door of number 17. See you there! ☀️`,
  },
  {
    id: "corporate-apology", holdout: true, formality: "professional", emoji: "none", hashtags: "none", person: "first",
    text: `To our customers,

On 14 October, a configuration error in our payment system caused some card transactions to be charged twice. We sincerely apologise for the inconvenience and concern this has caused. We identified the fault within three hours and have since corrected it. All duplicate charges have been reversed, and affected customers will see the refund on their statements within five business days.

We are also reviewing our release procedures to ensure that changes to payment systems receive additional independent testing before deployment. If you have any questions, our support team is available around the clock on 0800 555 0199. We value the trust you place in us and remain committed to earning it.

Margaret Hale
Chief Executive`,
  },
  {
    id: "novel-excerpt", holdout: true, formality: "neutral", emoji: "none", hashtags: "none", person: "third",
    text: `The train was forty minutes late, and by the time it pulled into Harrow Junction the platform had emptied of everyone except Ruth and an elderly man feeding crumbs to the pigeons. She lifted her suitcase down, felt the handle give a little, and decided not to think about it. The town looked smaller than she remembered. The bakery on the corner had become a phone shop, the cinema was boarded up, and someone had painted the war memorial railings a cheerful, unsuitable green. She walked slowly up Station Road, counting the houses the way she had as a child, until she reached number thirty-one and stopped. The curtains were drawn. Her father had never drawn the curtains in the daytime.`,
  },
  {
    id: "bakery-instagram", holdout: true, formality: "casual", emoji: "moderate", hashtags: "moderate", person: "first",
    text: `Sourdough Saturday is BACK 🥖 We've been feeding the starter all week and she's never looked better. Doors open at 8, first 20 loaves come with a free jar of our whipped honey butter 🍯 Get here early, we sold out by 10 last time!! #sourdough #smallbusiness #shoplocal`,
  },
  {
    id: "job-posting", holdout: true, formality: "professional", emoji: "none", hashtags: "none", person: "second",
    text: `As Senior Data Engineer, you will design and maintain the pipelines that move clinical trial data from collection sites to our analytics platform. You will work closely with biostatisticians and product managers to define data models, ensure data quality and meet regulatory requirements for auditability. You should have at least five years of experience building production data systems, strong command of SQL and Python, and familiarity with orchestration tools such as Airflow or Dagster. Experience in a regulated industry is an advantage. In return, you will receive a competitive salary, a flexible hybrid working arrangement and an annual learning budget of 2,000 euros.`,
  },
  {
    id: "install-docs", holdout: true, formality: "neutral", emoji: "none", hashtags: "none", person: "second",
    text: `To install the command-line tool, download the archive for your platform from the releases page and extract it to a directory on your PATH. On macOS, you can use Homebrew instead: run "brew install quarry". Once installed, run "quarry init" in the root of your project. This creates a configuration file with sensible defaults, which you can edit to change the output directory or exclude files from indexing. If the command is not found after installation, open a new terminal window so that your shell picks up the updated PATH. For proxy settings and offline installation, see the advanced setup guide.`,
  },
  // Second holdout: written and labelled after the thresholds were final, scored once, kept as they came.
  {
    id: "admissions-offer", holdout: true, formality: "professional", emoji: "none", hashtags: "none", person: "second",
    text: `Dear Amara,

Congratulations. On behalf of the Admissions Committee, I am delighted to offer you a place on the MSc in Environmental Policy, beginning in September. Your application stood out for its clear sense of purpose and for the fieldwork you carried out in the Niger Delta.

To accept this offer, please log in to the applicant portal and confirm your place by 15 May. You will then receive information about accommodation, enrolment and the induction week. If you have any questions in the meantime, you are welcome to contact the programme office directly.

We look forward to welcoming you to the university.

Yours sincerely,
Dr Helen Marsh
Director of Admissions`,
  },
  {
    id: "museum-label", holdout: true, formality: "neutral", emoji: "none", hashtags: "none", person: "third",
    text: `This oak chest was made in Suffolk around 1640 and was probably used to store linen. The carved front shows two stylised flowers inside round arches, a pattern common in East Anglian furniture of the period. The lock is a later replacement, and the lid was repaired in the nineteenth century, when the original iron hinges were swapped for brass ones. Marks inside suggest the chest was once divided into two compartments. It came to the museum in 1952 as part of a bequest from a local farming family, who had kept it in the same farmhouse for three hundred years.`,
  },
  {
    id: "group-chat", holdout: true, formality: "casual", emoji: "frequent", hashtags: "none", person: "first",
    text: `guys i'm literally shaking 😭😭 i got the job!!! 🎉 they called like 10 mins ago and i screamed in the middle of tesco 💀 ok so drinks on me fri?? 🍻 also i have NOTHING to wear for the first day help 🙏 lol i'm gonna need a whole new wardrobe tbh 👗✨`,
  },
  {
    id: "report-summary", holdout: true, formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `This report assesses the effectiveness of the regional flood defence programme between 2015 and 2024. The evaluation draws on expenditure records, hydrological monitoring data and interviews with representatives of fourteen local authorities. Overall, the programme achieved a measurable reduction in the number of properties at high risk of flooding, although progress was uneven across catchments. Investment was disproportionately concentrated in urban areas, while rural communities experienced considerable delays in the delivery of approved schemes. The report recommends the establishment of a dedicated rural allocation, the standardisation of maintenance obligations and the publication of annual performance indicators.`,
  },
  {
    id: "running-blog", holdout: true, formality: "conversational", emoji: "rare", hashtags: "none", person: "first",
    text: `I didn't think I'd ever be a runner. At school I was the kid who "forgot" her PE kit every single week. But last spring, after a rough few months, I downloaded one of those couch-to-5k apps and promised myself I'd just try the first session. It was awful. I was purple, wheezing and convinced everyone in the park was staring at me. They weren't, of course. I went back two days later, and then again, and somewhere around week six I realised I was actually looking forward to it. On Saturday I ran my first 10k without stopping. I cried a bit at the finish, not going to lie 🏃‍♀️`,
  },
  {
    id: "tutorial-intro", holdout: true, formality: "conversational", emoji: "none", hashtags: "none", person: "second",
    text: `If you've ever copied the same chunk of code into three different files, this tutorial is for you. We're going to turn that chunk into a small, reusable function, and you'll see why it makes your code easier to test. Don't worry if you're new to Python: you only need to know how to run a script and what a variable is. By the end, you'll have a tidy helper module you can drop into any project. Grab a coffee, open your editor, and let's get started.`,
  },
  {
    id: "court-judgment", holdout: true, formality: "formal", emoji: "none", hashtags: "none", person: "third",
    text: `The appellant contends that the trial judge erred in admitting the evidence of the second witness, on the ground that the identification procedure did not comply with the requirements of the Code of Practice. It is not disputed that the procedure was irregular. The question for this court is whether the irregularity was such that the evidence ought to have been excluded in the exercise of the judge's discretion. In our judgment, the judge directed himself correctly as to the applicable principles and gave adequate reasons for his conclusion. The jury were, moreover, given a careful warning as to the limitations of the identification evidence. The appeal is accordingly dismissed.`,
  },
  {
    id: "hr-memo", holdout: true, formality: "professional", emoji: "none", hashtags: "none", person: "third",
    text: `Subject: Changes to the expense policy from 1 July

From 1 July, all business expenses must be submitted through the new Expensify system within 30 days of being incurred. Paper receipts will no longer be accepted; employees should photograph receipts at the time of purchase and attach them to the relevant claim. Claims above 500 euros require prior approval from a line manager. Travel must be booked through the company travel portal unless an exception has been agreed in advance with the finance team. Training sessions on the new system will be held on 20 and 27 June. Questions about the policy should be directed to the finance helpdesk.`,
  },
];

/** Realistic long prose for size and speed checks: the longer-form texts of the set, in turn, as
 *  paragraphs, cut at the last sentence end within `chars`. */
export function longProse(chars: number): string {
  const pieces = LABELLED_TEXTS.filter((t) => t.emoji === "none" && t.hashtags === "none").map((t) => t.text);
  let text = "";
  for (let i = 0; text.length < chars + 1500; i++) text += `${pieces[i % pieces.length]}\n\n`;
  const head = text.slice(0, chars + 1);
  const ends = [...head.matchAll(/[.!?]["”]?(?=\s)/g)];
  const last = ends[ends.length - 1]!;
  return head.slice(0, last.index + last[0].length);
}
