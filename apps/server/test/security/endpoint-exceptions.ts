// The declared exceptions of the endpoint inventory (endpoint-inventory.test.ts), each with its
// reason. A route missing from here that breaks a rule fails the inventory; an entry whose route no
// longer breaks the rule fails it too, so this list stays true.

/** Routes that take `communityInfoCode` without the community-scope guard, and who checks instead. */
export const COMMUNITY_NAMED_BUT_NOT_SCOPED: Record<string, string> = {
  'POST /v1/api/cos/generatePresignedUrl':
    'any session uploads; the code only files the upload under a community the service checks the caller belongs to',
  'GET /v1/downloadJob/info':
    'a job is read by its owner (the user who started it); the code is optional context',
  'GET /v1/solicitationTag/list':
    'the tag catalogue is the same for every community; the code is an optional filter',
  'GET /v1/owner/certification/buildingOptions':
    'an owner picks the community they are certifying in: they are not a member of it yet',
  'GET /v1/owner/certification/houseOptions': 'as buildingOptions: certification comes before membership',
  'POST /v1/owner/certification/submit': 'as buildingOptions: certification comes before membership',
  'POST /v1/owner/workOrder/create':
    'owner H5: the service requires a certified house of the owner in that community',
  'GET /v1/owner/proposal/list': 'owner H5: the service lists only communities where the owner holds a house',
  'POST /v1/communityRegistration/submit':
    'a registration comes before membership; certifying an existing community, the service requires web staff of it',
  'POST /v1/communityRegistration/resubmit': 'as submit: the service checks the registrant and the community',
  'POST /v1/owner/proposal/create': 'owner H5: the service requires a house of the owner in that community',
  'GET /v1/govDataBoard/jurisdictionCommunityInfo':
    'government: the service checks the community is in jurisdiction',
  'GET /v1/govDataBoard/survey': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govDataBoard/usingList': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/votingBoard': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/votingList': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/issueQuickBoard':
    'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/issueQuickList':
    'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/intentionSolicitationBoard':
    'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/intentionList': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/proposalBoard': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govCommunityAffair/proposalList': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govWorkStatistics/complaintHandle':
    'government: optional filter, checked against the jurisdiction',
  'GET /v1/govWorkStatistics/informationRelease':
    'government: optional filter, checked against the jurisdiction',
  'GET /v1/govWorkStatistics/export': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govComplaint/list': 'government: optional filter, checked against the jurisdiction',
  'POST /v1/govComplaint/ownerCreate':
    'owner H5: the service requires a house of the owner in that community',
  'GET /v1/govInformation/list': 'government: optional filter, checked against the jurisdiction',
  'GET /v1/govInformation/ownerList':
    'owner H5: the service lists releases targeted at the owner’s communities',
  'POST /v1/govActivity/ownerSignUp':
    'owner H5: the service requires a house of the owner in a target community',
};

/** Community-scoped routes open to every member of the community's work group, and why. */
export const MEMBERSHIP_IS_ENOUGH: Record<string, string> = {
  'GET /v1/communityInfo/info': 'the community header every workbench page shows',
  'GET /v1/communityInfo/settings': 'the community flags and organisation state, read by every member',
  'POST /v1/communityInfo/updateSettings':
    'the service requires the COMMUNITY_ADMIN role (a role, not a permission)',
  'POST /v1/communityRegistration/orgChange':
    'the service requires the COMMUNITY_ADMIN role (SPEC §6: organisation change needs COMMUNITY_ADMIN)',
  'GET /v1/downloadJob/list': 'each member sees only the download jobs they started',
  'POST /v1/downloadJob/create': 'the export itself checks the permission of the data it exports',
  'GET /v1/owner/committee/member': 'the member list is the work group page every member opens (SPEC §2.5)',
  'POST /v1/owner/committee/addMember':
    'who may add whom is a role rule checked in the service (member-rules)',
  'POST /v1/owner/committee/updateMember': 'role rule checked in the service (member-rules)',
  'POST /v1/owner/committee/deMember': 'role rule checked in the service (member-rules)',
  'POST /v1/owner/committee/updateMemberArea': 'role rule checked in the service (member-rules)',
  'POST /v1/owner/committee/adminTransfer': 'COMMUNITY_ADMIN only, checked in the service',
  'GET /v1/owner/operateRole/info': 'a member reads permissions; editing them is checked in the service',
  'POST /v1/owner/operateRole/update':
    'role rule checked in the service: nobody grants beyond their own role',
  'GET /v1/workOrder/list': 'the estate page needs certification and no operate permission (SPEC §2.5)',
  'POST /v1/workOrder/assign': 'as workOrder/list',
  'POST /v1/workOrder/close': 'as workOrder/list',
  'POST /v1/issueQuick/answer': 'work group members answer a work group resolution: membership is the right',
};

/** POST routes without a JSON body schema, and why. */
export const NO_BODY: Record<string, string> = {
  'POST /v1/account/logoutToC': 'no input: the session token is the only thing it needs',
  'POST /v1/communityInfo/importOHCV2Check': 'multipart upload, validated part by part by the import',
  'POST /v1/communityInfo/importOHCV2': 'multipart upload, validated part by part by the import',
  'POST /v1/communityInfo/importOHCVilla': 'multipart upload, validated part by part by the import',
  'POST /v1/voting/announcementHouseNoAreaImportCheck': 'multipart upload, validated part by part',
  'POST /v1/voting/announcementHouseNoAreaImport': 'multipart upload, validated part by part',
  'POST /v1/paperScan/upload': 'multipart scans (PDF/JPEG/PNG), each part checked by type, size and pages',
  'POST /contact':
    'the contact form without JavaScript: urlencoded, validated by customerClueAddInput in the handler so a refusal answers the HTML page',
  'POST /en/contact': 'as POST /contact (English edition)',
};

/** Routes that answer something other than the JSON envelope (files, pages, streams). */
export const NOT_JSON: Record<string, string> = {
  'GET /healthz': 'plain health probe',
  'GET /v1/api/cos/download': 'file bytes',
  'GET /v1/api/cos/grantedDownload': 'file bytes',
  'GET /v1/api/cos/pubDownload': 'file bytes',
  'GET /v1/communityInfo/importTemplate': 'xlsx template',
  'GET /v1/financialReport/export': 'xlsx export',
  'GET /v1/govAuth/proofTemplate': 'docx/pdf template',
  'GET /v1/govAuth/review/proofFile': 'file bytes',
  'GET /v1/communityRegistration/proofFile': 'file bytes',
  'GET /v1/govJoinRecord/proofDownload': 'file bytes',
  'GET /v1/govWorkStatistics/export': 'xlsx export',
  'GET /v1/voting/doorToDoorExport': 'xlsx export (扫楼清单)',
  'GET /v1/paperScan/pageImage': 'image bytes of a scanned ballot page',
  'GET /v1/paperScan/pageCrop': 'image bytes of one issue row of a scanned page',
  'GET /': 'prerendered site page',
  'GET /introduce': 'prerendered site page',
  'GET /case': 'prerendered site page',
  'GET /case/:id': 'prerendered site page',
  'GET /information': 'prerendered site page',
  'GET /contact': 'prerendered site page',
  'GET /en': 'prerendered site page (English edition)',
  'GET /en/introduce': 'prerendered site page (English edition)',
  'GET /en/case': 'prerendered site page (English edition)',
  'GET /en/case/:id': 'prerendered site page (English edition)',
  'GET /en/information': 'prerendered site page (English edition)',
  'GET /en/contact': 'prerendered site page (English edition)',
  'GET /contact/thanks': 'prerendered site page',
  'GET /en/contact/thanks': 'prerendered site page (English edition)',
  'POST /contact':
    'the no-JavaScript contact form: 303 to the thank-you page or the HTML page with the reasons',
  'POST /en/contact': 'as POST /contact (English edition)',
  'GET /mobile/FaceCheckPolicy': 'prerendered mobile H5 page',
  'GET /mobile/policy': 'prerendered mobile H5 page',
  'GET /mobile/protocol': 'prerendered mobile H5 page',
  'GET /mobile/sdkList': 'prerendered mobile H5 page',
  'GET /mobile/userInfoList': 'prerendered mobile H5 page',
  'GET /mobile/orderprotocol': 'prerendered mobile H5 page',
  'GET /mobile/serviceprotocol': 'prerendered mobile H5 page',
  'GET /mobile/printHelp': 'prerendered mobile H5 page',
  'GET /mobile/checkHelp': 'prerendered mobile H5 page',
  'GET /mobile/sopList': 'prerendered mobile H5 page',
  'GET /mobile/sopList/detail/:id': 'prerendered mobile H5 page',
  'GET /mobile/chat': 'prerendered mobile H5 page',
  'GET /mobile/uploadfile': 'prerendered mobile H5 page',
  'GET /mobile/KnowledgeBase': 'prerendered mobile H5 page',
  'GET /mobile/KnowledgeBase/:groupId': 'prerendered mobile H5 page',
  'GET /mobile/KnowledgeBase/:groupId/:detailId': 'prerendered mobile H5 page',
  'GET /v1/weChatService/unlimitedQRCode': 'PNG image',
  'POST /v1/adviser/stream': 'server-sent events',
};

/** SPEC §7 calls not served yet, and what stands in for them. Keep empty when all are served. */
export const SPEC_CALLS_NOT_SERVED: Record<string, string> = {};
