import { PolicyPage, policyMetadata } from '@/components/PolicyPage'

export const generateMetadata = () => policyMetadata('accessibility')

export default function Page() {
  return <PolicyPage kind="accessibility" />
}
