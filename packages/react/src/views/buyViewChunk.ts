// The Buy view's chunk: the view and the server client it reads (the modal's chunk carries neither).
export { getServerClient } from '@portico/core/internal'
export { BuyView } from './BuyView'
