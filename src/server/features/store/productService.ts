import type { Db } from "../../../db/database";
import type { ProductInput } from "../../../domain/commerce/productModel";
import { isoNow, type Clock } from "../../clock";
import { notFound } from "../../../domain/errors";
import { inventory } from "./inventory";
import { PRODUCT_MESSAGES } from "./productMessages";
import { productsRepository } from "./productsRepository";
import { writeProduct } from "./productWrite";

/** The product editor's writes: creating and replacing a product in one transaction, and changing a variant's stock. Built once in buildApp. */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates (productId null) or replaces a product and its variants; returns its id. */
  save(websiteId: string, input: ProductInput, productId: string | null): Promise<string> {
    return this.db.transaction().execute((trx) => writeProduct(trx, websiteId, input, isoNow(this.clock), productId));
  }

  /** Deletes a product and its variants; an unknown one is a 404. */
  async remove(websiteId: string, productId: string): Promise<void> {
    if (!(await productsRepository.deleteProduct(this.db, websiteId, productId))) throw notFound(PRODUCT_MESSAGES.notFound);
  }

  /** Sets a variant's stock or adjusts it by a signed amount, never below zero; returns the new count. */
  changeStock(websiteId: string, variantId: string, change: { set: number } | { adjustBy: number }): Promise<number> {
    return inventory.changeStock(this.db, websiteId, variantId, change);
  }
}
