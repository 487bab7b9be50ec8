import type { AreaLocale } from '../../../locales/i18n';
import type { HelpGuide } from './help-types';

const zhCN: HelpGuide = {
  title: '帮助指南：打印纸质表决票和业主名册',
  intro:
    '不方便在手机上投票的业主，可以使用纸质表决票。纸质票与线上投票统一计票，每位投票人只计一票。以下操作由业委会或筹备组工作人员在电脑上完成。',
  parts: [
    {
      id: 'ballots',
      heading: '一、打印纸质表决票',
      intro: '表决发布后即可生成纸质票。每张票印有房号、业主姓名、表决事项、选项和唯一的票号二维码。',
      steps: [
        {
          title: '在电脑上登录工作台',
          body: [
            '用电脑浏览器打开共治平台官网，点击“进入工作台”，用微信扫码或短信验证码登录，并选择您的小区。',
          ],
          figure: 'login',
          alt: '电脑屏幕上显示登录二维码，手机扫码后出现对勾',
        },
        {
          title: '生成纸质表决票',
          body: [
            '进入“业主大会表决管理”，打开要打印的表决，在下载中选择“生成纸质表决票”。可以按楼栋分别生成，便于分发。',
            '名册在表决开始时已经锁定，纸质票与线上投票使用同一份名册。',
          ],
          figure: 'ballot',
          alt: '一张纸质表决票，右上角有二维码，三个选项中第一个已勾选，底部有签名',
        },
        {
          title: '在下载中心下载PDF',
          body: [
            '生成在后台进行，户数多时需要几分钟。进入“下载中心”，状态显示“生成成功”后点击下载；显示“生成失败”时可以重新生成。',
          ],
          figure: 'downloads',
          alt: '下载列表中有三个任务，两个已完成，一个进度条在走，第一行有下载按钮',
        },
        {
          title: '按实际大小打印',
          body: [
            '纸张选A4、纵向，缩放选择“实际大小”或100%，不要勾选“适合页面”，以免二维码变形无法识别。',
            '每户一张，单面打印，不要把两户的票印在同一张纸的正反面。打印后抽查几张，确认二维码清晰、房号正确。',
          ],
          figure: 'print',
          alt: '打印机正在输出纸张，旁边标注A4和100%',
        },
        {
          title: '送达并登记',
          body: [
            '按楼栋把表决票送到每户，请业主或家属签收。在表决的“送达登记”中记录送达方式和时间，必要时上传签收照片。送达记录会写入存证链。',
          ],
          figure: 'deliver',
          alt: '信封送到房屋，右侧清单中三户已打勾，一户待送达',
        },
        {
          title: '回收并录入纸质票',
          body: [
            '在表决截止前回收业主签名的纸质票。在“纸质票录入”中扫描票号二维码，核对房号后录入选项，并上传票面扫描件。',
            '同一投票人已经在线投票的，以线上投票为准，纸质票保留记录但不计入。原件由小区组织妥善保管备查。',
          ],
          figure: 'entry',
          alt: '签名的纸质票经扫描后在电脑上录入，选项被勾选并出现对勾',
        },
      ],
    },
    {
      id: 'roster',
      heading: '二、打印业主名册',
      intro: '召开业主大会、现场签到或核对送达时，可以打印业主名册。',
      steps: [
        {
          title: '导出名册',
          body: ['进入“房屋与业主管理”，选择高层或别墅，按楼栋筛选后导出名册，在“下载中心”下载文件。'],
          figure: 'downloads',
          alt: '下载列表中的名册文件已生成，可以下载',
        },
        {
          title: '打印并保护个人信息',
          body: [
            '名册较宽时选择A4横向打印。名册中的手机号、证件号码以掩码显示。',
            '只打印需要的份数，不要张贴或拍照外传；使用完毕后收回并粉碎。名册含业主个人信息，仅可用于本次小区事务。',
          ],
          figure: 'roster',
          alt: '名册表格，手机号和证件号只显示部分数字，其余用星号遮盖',
        },
      ],
    },
  ],
  tips: {
    id: 'tips',
    heading: '三、注意事项',
    items: [
      '纸质票与线上投票只计一次：同一投票人以线上投票为准。',
      '共有人只需一人签名投票；同一业主名下多套房屋合并为一票，面积合计。',
      '表决截止后不能再录入纸质票，请预留录入时间。',
      '伪造或冒用他人信息签署表决票须承担法律责任。',
    ],
  },
};

const enUS: HelpGuide = {
  title: 'Help guide: printing paper ballots and the owner roster',
  intro:
    'Owners who cannot easily vote on a phone can use paper ballots. Paper and online ballots are counted together, and each voter counts only once. The steps below are done on a computer by committee or preparatory-group staff.',
  parts: [
    {
      id: 'ballots',
      heading: '1. Printing paper ballots',
      intro:
        'Paper ballots can be generated once a vote is published. Each shows the house number, owner name, matters, choices and a unique ballot QR code.',
      steps: [
        {
          title: 'Log in to the workbench on a computer',
          body: [
            'Open the Gongzhi website in a computer browser, click "Enter workbench", log in by scanning with WeChat or with an SMS code, and choose your community.',
          ],
          figure: 'login',
          alt: 'A computer screen shows a login QR code; a phone scans it and shows a tick',
        },
        {
          title: 'Generate the paper ballots',
          body: [
            'Go to "Owners\' meeting vote management", open the vote to print and choose "Generate paper ballots" under download. You can generate them building by building to make distribution easier.',
            'The roster was frozen when the vote opened; paper and online ballots use the same roster.',
          ],
          figure: 'ballot',
          alt: 'A paper ballot with a QR code at the top right, the first of three choices ticked and a signature at the bottom',
        },
        {
          title: 'Download the PDF from the download centre',
          body: [
            'Generation runs in the background and may take a few minutes for many households. Go to the "Download centre" and click download once the status says "Generated"; if it says "Failed", generate again.',
          ],
          figure: 'downloads',
          alt: 'A download list with three jobs: two finished, one with a progress bar, and a download button on the first row',
        },
        {
          title: 'Print at actual size',
          body: [
            'Choose A4 paper, portrait, and scale "Actual size" or 100%; do not tick "Fit to page", or the QR codes may be distorted and unreadable.',
            "One sheet per household, single-sided: never print two households' ballots on the front and back of one sheet. Spot-check a few sheets for clear QR codes and correct house numbers.",
          ],
          figure: 'print',
          alt: 'A printer printing paper, labelled A4 and 100%',
        },
        {
          title: 'Deliver and record delivery',
          body: [
            'Take the ballots to each household building by building and have the owner or a family member sign for them. Record the delivery method and time under the vote\'s "Delivery record", uploading a photo of the signature where needed. Delivery records are written to the evidence chain.',
          ],
          figure: 'deliver',
          alt: 'An envelope delivered to a house; on the list at the right three households are ticked and one is pending',
        },
        {
          title: 'Collect and enter the paper ballots',
          body: [
            'Collect the signed paper ballots before the vote closes. Under "Paper ballot entry", scan the ballot QR code, check the house number, enter the choices and upload a scan of the ballot.',
            'Where the same voter has already voted online, the online ballot prevails: the paper ballot is kept on record but not counted. The Community Organisation keeps the originals safe for inspection.',
          ],
          figure: 'entry',
          alt: 'A signed paper ballot is scanned and entered on a computer; a choice is ticked and a tick appears',
        },
      ],
    },
    {
      id: 'roster',
      heading: '2. Printing the owner roster',
      intro:
        "You can print the owner roster for an owners' assembly meeting, on-site sign-in or checking deliveries.",
      steps: [
        {
          title: 'Export the roster',
          body: [
            'Go to "House and owner management", choose high-rise or villa, filter by building, export the roster and download the file from the "Download centre".',
          ],
          figure: 'downloads',
          alt: 'The roster file in the download list is ready to download',
        },
        {
          title: 'Print it and protect personal information',
          body: [
            'Print wide rosters on A4 landscape. Mobile numbers and ID numbers are masked in the roster.',
            "Print only the copies you need; do not post it up or photograph and share it; collect and shred it afterwards. The roster holds owners' personal information and may be used only for this community matter.",
          ],
          figure: 'roster',
          alt: 'A roster table in which mobile and ID numbers show only some digits, the rest hidden by asterisks',
        },
      ],
    },
  ],
  tips: {
    id: 'tips',
    heading: '3. Points to note',
    items: [
      'Paper and online ballots count only once: for the same voter, the online ballot prevails.',
      'Co-owners need only one of them to sign and vote; several houses of the same owner count as one vote with their areas added up.',
      'Paper ballots cannot be entered after the vote closes, so leave time for entry.',
      "Forging or using another person's information to sign a ballot carries legal liability.",
    ],
  },
};

/** 帮助指南 (/mobile/printHelp). */
export const printHelp: AreaLocale<HelpGuide> = { zhCN, enUS };
