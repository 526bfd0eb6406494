export { default } from '../../scripts/build/tsdown.package'
