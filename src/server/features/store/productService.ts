import type { Db } from "../../../db/database";
import type { ProductInput } from "../../../domain/commerce/productModel";
import { isoNow, type Clock } from "../../clock";
import { writeProduct } from "./productWrite";

/** The product editor's writes: creating and replacing a product in one transaction. Built once in buildApp. */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates (productId null) or replaces a product and its variants; returns its id. */
  save(websiteId: string, input: ProductInput, productId: string | null): Promise<string> {
    return this.db.transaction().execute((trx) => writeProduct(trx, websiteId, input, isoNow(this.clock), productId));
  }
}
