import { describe, expect, it } from 'vitest'

import { renditionVersion, versionedRenditionUrl } from '../../server/image-renditions.mjs'

const source = (url: string) => new URLSearchParams(url.split('?').slice(1).join('?')).get('url')

describe('the optimizer’s address for an upload names the media version it is made under', () => {
  it('an upload’s source gets the version as its only query; width and quality stay', () => {
    const url = versionedRenditionUrl(
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fchild-800x600.webp&w=640&q=75',
      'a1.b2',
    )!
    expect(source(url)).toBe('/cms-api/media/file/child-800x600.webp?v=a1.b2')
    const params = new URLSearchParams(url.split('?')[1])
    expect([params.get('w'), params.get('q')]).toEqual(['640', '75'])
  })

  it('a client cannot name a version of its own, nor reach a source by a detour', () => {
    expect(
      source(versionedRenditionUrl('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa.webp%3Fv%3Dold&w=64&q=75', 'new')!),
    ).toBe('/cms-api/media/file/a.webp?v=new')
    expect(
      source(
        versionedRenditionUrl('/_next/image?url=%2Fbrand%2F..%2Fcms-api%2Fmedia%2Ffile%2Fa.webp&w=64&q=75', 'new')!,
      ),
    ).toBe('/cms-api/media/file/a.webp?v=new')
    expect(
      source(versionedRenditionUrl('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa.webp&url=%2Fx&w=64&q=75', 'new')!),
    ).toBe('/cms-api/media/file/a.webp?v=new')
  })

  it('files of the build, remote or missing sources are left to Next.js', () => {
    expect(versionedRenditionUrl('/_next/image?url=%2Fbrand%2Flogo.png&w=64&q=75', 'v')).toBeNull()
    expect(versionedRenditionUrl('/_next/image?url=https%3A%2F%2Fexample.org%2Fa.png&w=64&q=75', 'v')).toBeNull()
    expect(versionedRenditionUrl('/_next/image?url=%2F%2Fexample.org%2Fa.png&w=64&q=75', 'v')).toBeNull()
    expect(versionedRenditionUrl('/_next/image?w=64&q=75', 'v')).toBeNull()
    expect(versionedRenditionUrl('/_next/image', 'v')).toBeNull()
  })

  it('without known stamps every request gets a version of its own', () => {
    expect(renditionVersion(['s1', 'm1'])).toBe('s1.m1')
    expect(renditionVersion(null)).not.toBe(renditionVersion(null))
  })
})
