import { PolicyPage, policyMetadata } from '@/components/PolicyPage'

export const generateMetadata = () => policyMetadata('privacy')

export default function Page() {
  return <PolicyPage kind="privacy" />
}
