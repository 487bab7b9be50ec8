import { CASES, FOLLOW_ACCOUNTS, type SiteContent } from './site-content';

/**
 * The English edition of the public site (served under /en): the same pages, cases and figures as
 * the Chinese one, written for readers outside China (partners, investors, researchers). Legal
 * terms follow the official English names: Civil Code of the PRC, Property Management Regulations,
 * Personal Information Protection Law (PIPL).
 */

const caseText: Record<string, Omit<SiteContent['cases'][number], 'id' | 'households'>> = {
  'yangguang-garden': {
    name: 'Sunshine Garden',
    city: 'Shenzhen, Guangdong',
    tag: 'Maintenance fund',
    summary:
      'Replacing the lifts of Building 3: the vote on using the maintenance fund took two weeks, with 78% of owners taking part.',
    challenge:
      'The estate is more than fifteen years old and the two lifts of Building 3 kept breaking down. Committee members used to knock on every door to collect signatures, so a single vote took two or three months: younger owners were out during the day, and older owners struggled to read the papers.',
    solution: [
      'A questionnaire first asked owners about lift brands and budget; the formal vote followed;',
      'online and paper ballots ran side by side, and volunteers entered paper ballots for elderly owners at their doors;',
      'the workbench showed turnout by floor area and by headcount in real time, so the committee knew which buildings to remind.',
    ],
    result:
      'Within 14 days owners holding 81% of the floor area and 78% of the owners had voted; the votes in favour exceeded half of the participating area and half of the participating owners. The plan passed and was filed with the maintenance-fund authority for payment.',
    quote: {
      text: 'We used to dread not getting enough people to vote. Now one look at the progress tells us which building to visit.',
      author: "Director Wang, Sunshine Garden owners' committee",
    },
  },
  'jinxiu-homeland': {
    name: 'Jinxiu Homeland',
    city: 'Hangzhou, Zhejiang',
    tag: 'Choosing a property manager',
    summary:
      "When the developer-appointed property manager's contract ended, the owners' assembly lawfully chose a new one, and the handover was open at every step.",
    challenge:
      'Many owners were unhappy with the property manager the developer had appointed, but they disagreed on whether and how to replace it, and feared that a flawed procedure would end in court.',
    solution: [
      'A questionnaire gauged opinions on service quality and the management fee;',
      "the owners' assembly voted on the selection plan, with the motion papers and tender documents published in full;",
      'the handover checklist was filed in the community archive, open to every owner.',
    ],
    result:
      'More than two thirds of the floor area and of the owners took part; the selection plan passed, the new property manager moved in on schedule, and the previous one completed the handover after the 60-day notice period.',
    quote: {
      text: 'Every step of the procedure is on record: the owners trust it, and so does the street office.',
      author: "Mr Chen, member of the Jinxiu Homeland owners' committee",
    },
  },
  'taoyuan-community': {
    name: 'Taoyuan Community',
    city: 'Nanshan Street, Shenzhen, Guangdong',
    tag: 'Street and community',
    summary:
      "The residents' community guides the self-governance of its three estates, and sees every estate's progress on one data board.",
    challenge:
      "The estates in the area were at different stages: some had an owners' committee, some were still preparing one, and community staff struggled to keep track of each.",
    solution: [
      'Community staff follow the votes, questionnaires and motions of each estate on the workbench;',
      'they publish welfare policies and activities, which owners sign up for on their phones;',
      "they receive owners' complaints, track how each is handled and count them monthly.",
    ],
    result:
      "Within one quarter the average time to close a complaint halved, and Xingfuli set up the preparatory group for its first owners' assembly under the community's guidance.",
    quote: {
      text: 'Open the board and you see which estate is stuck at which step.',
      author: 'Secretary Liu, Taoyuan Community',
    },
  },
};

const followNames: Record<string, string> = {
  official: 'WeChat official account',
  channels: 'WeChat Channels',
  douyin: 'Douyin',
  xiaohongshu: 'Xiaohongshu',
};

export const SITE_CONTENT_EN: SiteContent = {
  brand: 'Gongzhi',
  colon: ': ',
  quotes: ['"', '"'],
  hero: {
    title: 'Let owners decide the affairs of their estate together',
    body: "Gongzhi is a self-governance platform for residential estates in China: online owners' assembly votes, questionnaires, notices, open finances and archives, helping owners' committees, preparatory groups and street offices make decisions lawfully, openly and efficiently.",
    stats: [
      { value: 'Two 2/3 tests', label: 'Turnout thresholds computed as Civil Code art. 278 requires' },
      { value: 'One owner, one vote', label: 'Online and paper ballots counted together, never twice' },
      { value: 'Hash-chain record', label: 'Every ballot and every result can be verified by anyone' },
    ],
  },
  features: [
    {
      icon: '✓',
      title: "Online owners' assembly votes",
      body: 'Counts both floor area and number of owners, checks turnout and the majority automatically, and supports paper ballots, proxy voting and publication of the result.',
    },
    {
      icon: '?',
      title: 'Questionnaires and quick resolutions',
      body: 'Renovation plans, parking rules, events: ask owners quickly about everyday matters and watch the results come in.',
    },
    {
      icon: '!',
      title: 'Notices with read receipts',
      body: 'Notices reach every verified owner, the committee sees who has read them, and the publicity period is computed by the rules.',
    },
    {
      icon: '¥',
      title: 'Open finances',
      body: 'Shared income, the maintenance fund and committee funds are published every quarter, so owners can check them at any time.',
    },
    {
      icon: '≡',
      title: 'Community archive',
      body: 'Minutes, contracts and drawings in one place, handed over complete when a new committee takes office.',
    },
    {
      icon: '⌂',
      title: 'Working with street offices',
      body: "Street and community staff follow the estates in their area, publish policy news and handle owners' complaints.",
    },
  ],
  voteSteps: [
    {
      title: 'Confirm the owner roster',
      body: 'Import buildings, units and registered owners. Floor area is taken from the real-estate register, else from the survey, else from the purchase contract.',
    },
    {
      title: 'Verify owners',
      body: "Owners upload proof of ownership in the mini-program and verify their identity; only owners the committee has approved can vote, so no one votes in another's name.",
    },
    {
      title: 'Announce and open the vote',
      body: 'The agenda and papers are announced at least 15 days before the meeting; choose the rule for ordinary or major matters — the system will not go below the legal thresholds.',
    },
    {
      title: 'Count twice',
      body: 'Owners taking part must hold at least two thirds of the floor area and be at least two thirds of all owners. Ordinary matters need more than half of the participating area and owners in favour; major matters need at least three quarters of both.',
    },
    {
      title: 'Publish and keep the record',
      body: 'The result is published with its hash-chain record, anyone can recount it, and the decision binds every owner.',
    },
  ],
  cases: CASES.map((item) => {
    const text = caseText[item.id];
    return text ? { ...item, ...text } : item;
  }),
  // Account handles stay in Chinese: they are the names to search for in each app.
  follow: FOLLOW_ACCOUNTS.map((account) => ({ ...account, name: followNames[account.key] ?? account.name })),
  introduce: {
    lead: "Gongzhi turns the most common — and most disputed — steps of owners' assemblies, owners' committees and property management into online procedures: who may vote, how votes are counted and how results are published are all on record.",
    roles: [
      {
        title: "Owners' committees and preparatory groups",
        body: 'Keep the owner roster, review owner verification, open votes and questionnaires, publish notices and finances, and archive documents.',
      },
      {
        title: 'Owners',
        body: 'Verify their home in the WeChat mini-program, vote, answer questionnaires, co-sign motions, read notices and see results at any time.',
      },
      {
        title: 'Street offices and communities',
        body: 'Follow the self-governance of the estates in their area, publish policy news and activities, and handle and count complaints.',
      },
      {
        title: 'Property management companies',
        body: 'Help keep unit data up to date, publish notices, and disclose shared income and the use of the maintenance fund.',
      },
    ],
    security: [
      'Identity and ownership checks: one vote per owner, no duplicate or impersonated votes;',
      'ballots, paper entries, counts and publications are written to a hash chain, so any tampering shows;',
      'personal information is collected only as far as necessary under the Personal Information Protection Law (PIPL), and ID numbers are shown masked;',
      'data can be hosted on premises or on a government cloud, on PostgreSQL and object storage.',
    ],
  },
  contact: {
    lead: 'Leave your contact details and a few words about your estate: an adviser will call you within one working day and set up a free trial for your estate.',
    address: 'Taoyuan Street, Nanshan District, Shenzhen, Guangdong (sample address)',
    hours: 'Working days 9:00–18:00 (China Standard Time)',
  },
  descriptions: {
    introduce:
      'What Gongzhi does, whom it serves, how it counts votes under the law, and how it keeps data safe.',
    case: 'How Sunshine Garden, Jinxiu Homeland and Taoyuan Community use Gongzhi for owner self-governance.',
    information: 'Gongzhi platform news, policy notes and community self-governance in practice.',
    contact: 'Book a Gongzhi adviser and get a free trial for your estate.',
  },
  identityLabels: {
    COMMITTEE: "Owners' committee member",
    PREPARE_GROUP: 'Preparatory group member',
    OWNER: 'Owner',
    PROPERTY: 'Property management company',
    GOVERNMENT: 'Street office or community staff',
    OTHER: 'Other',
  },
  submitted: 'Thank you! An adviser will contact you within one working day.',
  newsEmpty: 'No news yet',
};
