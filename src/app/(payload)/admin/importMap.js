import { MarathiStatusField as MarathiStatusField_9894562665143a2fe147b787e7676420 } from '../../../translations/admin/MarathiStatus'
import { AccessDescription as AccessDescription_eea85cbce5e6c32abe04015f1037a1f3 } from '../../../components/admin/AccessDescription'
import { EditingLanguage as EditingLanguage_25ba24933c9b57297e2e42b5617f7ac6 } from '../../../components/admin/EditingLanguage'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { NoticeApprovalBanner as NoticeApprovalBanner_30bfd8bac71847dc03a97ca5c5eea884 } from '../../../notices/admin/NoticeApprovalBanner'
import { RelationTitleCell as RelationTitleCell_74f8b017c13242db230b5e94183aa70b } from '../../../components/admin/cells/RelationTitleCell'
import { InstitutionCell as InstitutionCell_95e8e1c0f843bb26ceefc09ac40b98b8 } from '../../../components/admin/cells/InstitutionCell'
import { InstitutionField as InstitutionField_19748a88a31de26d0f074d765443326b } from '../../../components/admin/InstitutionField'
import { ItemMailReport as ItemMailReport_100305b60ba5c487195449db7ec4835d } from '../../../subscriptions/admin/DeliveryReport'
import { NoticeApprovalField as NoticeApprovalField_68df5291a8bf3867b3f92d0aa9b8e11d } from '../../../notices/admin/NoticeApprovalField'
import { ScheduleStatusCell as ScheduleStatusCell_361fe03f284ff546c3c3b3f1fc52a879 } from '../../../components/admin/cells/ScheduleStatusCell'
import { NoticePublishButton as NoticePublishButton_71bc70fec6f4b2cf48915d4582fd3fce } from '../../../notices/admin/NoticePublishButton'
import { NoticeStatus as NoticeStatus_345142725f8d97ec5efda900e6da023e } from '../../../notices/admin/NoticeStatus'
import { AlertMailPanel as AlertMailPanel_abc79d1b94308b7aec4c41ecb97606d4 } from '../../../alerts/admin/AlertMailPanel'
import { AlbumPhotos as AlbumPhotos_9679a680547f75aa9d1d6b4d695de4a2 } from '../../../albums/admin/AlbumPhotos'
import { DisclosureItemRowLabel as DisclosureItemRowLabel_0925f74d066018bd5f90cb6e2895bdda } from '../../../components/admin/DisclosureItemRowLabel'
import { IndianDateCell as IndianDateCell_a04562e3d44a9caf6de77046d3c26159 } from '../../../grievances/admin/IndianDate'
import { IndianDateField as IndianDateField_a04562e3d44a9caf6de77046d3c26159 } from '../../../grievances/admin/IndianDate'
import { DueCell as DueCell_d69a15e9a7eeb49a2cbbedc1a5a51a7e } from '../../../grievances/admin/DueCell'
import { GrievanceHistoryRowLabel as GrievanceHistoryRowLabel_c02730421010ea1bc6e4fd79c302c99a } from '../../../grievances/admin/GrievanceHistoryRowLabel'
import { GrievanceExportButton as GrievanceExportButton_a81bb009b16631341eaf447bcdbd7efc } from '../../../grievances/admin/GrievanceExportButton'
import { EnquiryExportButton as EnquiryExportButton_18c8c60bb4934c0c446c553519a310f1 } from '../../../admissions/admin/EnquiryExportButton'
import { PdfTextWarning as PdfTextWarning_dffe9379d9f8088c6117368d86ae85cd } from '../../../components/admin/PdfTextWarning'
import { InvitationField as InvitationField_e24c1b93abdebd9d2f2d3af94205e2c9 } from '../../../components/admin/StaffInvite'
import { InviteStaff as InviteStaff_e24c1b93abdebd9d2f2d3af94205e2c9 } from '../../../components/admin/StaffInvite'
import { RefusedPage as RefusedPage_679000bb2936e3a0d347465e4a60ef58 } from '../../../components/admin/RefusedPage'
import { BrandIcon as BrandIcon_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { BrandLogo as BrandLogo_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { EnquiryCounts as EnquiryCounts_1bd498ca4421dd379f65e352e77f4734 } from '../../../admissions/admin/EnquiryCounts'
import { SubscriberCounts as SubscriberCounts_bef5bb255d430234e2557a07ed3a0086 } from '../../../subscriptions/admin/SubscriberCounts'
import { GuideNavLink as GuideNavLink_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { MarathiNavLink as MarathiNavLink_b21fd8535886584caa8c77ba923ef3f2 } from '../../../translations/admin/MarathiReport'
import { Dashboard as Dashboard_a5eac4eaad8d29098dd8d61707d584f9 } from '../../../dashboard/Dashboard'
import { BrandNav as BrandNav_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffGuide as StaffGuide_70acda190c40769cf81f68b183df6836 } from '../../../components/admin/StaffGuide'
import { MarathiReport as MarathiReport_b21fd8535886584caa8c77ba923ef3f2 } from '../../../translations/admin/MarathiReport'
import { ComplianceReport as ComplianceReport_2a47962a5237b5f9495ff9b50109c34d } from '../../../dashboard/ComplianceReport'
import { SummaryView as SummaryView_8042840885b62f16b796af20f0645688 } from '../../../grievances/admin/SummaryView'
import { UnusedUploads as UnusedUploads_94dda2bfdcfc4e74078b7006c7df34d6 } from '../../../unused-uploads/UnusedUploads'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/translations/admin/MarathiStatus#MarathiStatusField": MarathiStatusField_9894562665143a2fe147b787e7676420,
  "/components/admin/AccessDescription#AccessDescription": AccessDescription_eea85cbce5e6c32abe04015f1037a1f3,
  "/components/admin/EditingLanguage#EditingLanguage": EditingLanguage_25ba24933c9b57297e2e42b5617f7ac6,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/notices/admin/NoticeApprovalBanner#NoticeApprovalBanner": NoticeApprovalBanner_30bfd8bac71847dc03a97ca5c5eea884,
  "/components/admin/cells/RelationTitleCell#RelationTitleCell": RelationTitleCell_74f8b017c13242db230b5e94183aa70b,
  "/components/admin/cells/InstitutionCell#InstitutionCell": InstitutionCell_95e8e1c0f843bb26ceefc09ac40b98b8,
  "/components/admin/InstitutionField#InstitutionField": InstitutionField_19748a88a31de26d0f074d765443326b,
  "/subscriptions/admin/DeliveryReport#ItemMailReport": ItemMailReport_100305b60ba5c487195449db7ec4835d,
  "/notices/admin/NoticeApprovalField#NoticeApprovalField": NoticeApprovalField_68df5291a8bf3867b3f92d0aa9b8e11d,
  "/components/admin/cells/ScheduleStatusCell#ScheduleStatusCell": ScheduleStatusCell_361fe03f284ff546c3c3b3f1fc52a879,
  "/notices/admin/NoticePublishButton#NoticePublishButton": NoticePublishButton_71bc70fec6f4b2cf48915d4582fd3fce,
  "/notices/admin/NoticeStatus#NoticeStatus": NoticeStatus_345142725f8d97ec5efda900e6da023e,
  "/alerts/admin/AlertMailPanel#AlertMailPanel": AlertMailPanel_abc79d1b94308b7aec4c41ecb97606d4,
  "/albums/admin/AlbumPhotos#AlbumPhotos": AlbumPhotos_9679a680547f75aa9d1d6b4d695de4a2,
  "/components/admin/DisclosureItemRowLabel#DisclosureItemRowLabel": DisclosureItemRowLabel_0925f74d066018bd5f90cb6e2895bdda,
  "/grievances/admin/IndianDate#IndianDateCell": IndianDateCell_a04562e3d44a9caf6de77046d3c26159,
  "/grievances/admin/IndianDate#IndianDateField": IndianDateField_a04562e3d44a9caf6de77046d3c26159,
  "/grievances/admin/DueCell#DueCell": DueCell_d69a15e9a7eeb49a2cbbedc1a5a51a7e,
  "/grievances/admin/GrievanceHistoryRowLabel#GrievanceHistoryRowLabel": GrievanceHistoryRowLabel_c02730421010ea1bc6e4fd79c302c99a,
  "/grievances/admin/GrievanceExportButton#GrievanceExportButton": GrievanceExportButton_a81bb009b16631341eaf447bcdbd7efc,
  "/admissions/admin/EnquiryExportButton#EnquiryExportButton": EnquiryExportButton_18c8c60bb4934c0c446c553519a310f1,
  "/components/admin/PdfTextWarning#PdfTextWarning": PdfTextWarning_dffe9379d9f8088c6117368d86ae85cd,
  "/components/admin/StaffInvite#InvitationField": InvitationField_e24c1b93abdebd9d2f2d3af94205e2c9,
  "/components/admin/StaffInvite#InviteStaff": InviteStaff_e24c1b93abdebd9d2f2d3af94205e2c9,
  "/components/admin/RefusedPage#RefusedPage": RefusedPage_679000bb2936e3a0d347465e4a60ef58,
  "/components/admin/Brand#BrandIcon": BrandIcon_81fda60f3e3709e861f40982a767707d,
  "/components/admin/Brand#BrandLogo": BrandLogo_81fda60f3e3709e861f40982a767707d,
  "/admissions/admin/EnquiryCounts#EnquiryCounts": EnquiryCounts_1bd498ca4421dd379f65e352e77f4734,
  "/subscriptions/admin/SubscriberCounts#SubscriberCounts": SubscriberCounts_bef5bb255d430234e2557a07ed3a0086,
  "/components/admin/Brand#GuideNavLink": GuideNavLink_81fda60f3e3709e861f40982a767707d,
  "/translations/admin/MarathiReport#MarathiNavLink": MarathiNavLink_b21fd8535886584caa8c77ba923ef3f2,
  "/dashboard/Dashboard#Dashboard": Dashboard_a5eac4eaad8d29098dd8d61707d584f9,
  "/components/admin/Brand#BrandNav": BrandNav_81fda60f3e3709e861f40982a767707d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/StaffGuide#StaffGuide": StaffGuide_70acda190c40769cf81f68b183df6836,
  "/translations/admin/MarathiReport#MarathiReport": MarathiReport_b21fd8535886584caa8c77ba923ef3f2,
  "/dashboard/ComplianceReport#ComplianceReport": ComplianceReport_2a47962a5237b5f9495ff9b50109c34d,
  "/grievances/admin/SummaryView#SummaryView": SummaryView_8042840885b62f16b796af20f0645688,
  "/unused-uploads/UnusedUploads#UnusedUploads": UnusedUploads_94dda2bfdcfc4e74078b7006c7df34d6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
