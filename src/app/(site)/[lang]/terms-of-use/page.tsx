import { PolicyPage, policyMetadata } from '@/components/PolicyPage'

export const generateMetadata = () => policyMetadata('terms')

export default function Page() {
  return <PolicyPage kind="terms" />
}
