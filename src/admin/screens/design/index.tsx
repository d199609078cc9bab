import { PERMISSION } from "../../../domain/enumerations/permissions";
import { siteStylesApi } from "../../api/siteStyles";
import { useCan } from "../../shell/access";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { DesignForm } from "./DesignForm";
import "../../styles/screens.css";
import "./design.css";

/** The design screen: the site's fonts, colours, sizes, buttons, shadows, header and footer, shown live in the editing frame. */
export default function DesignScreen() {
  const canWrite = useCan(PERMISSION.SETTINGS, "write");
  const styles = useLoad(() => siteStylesApi.load(), []);
  return (
    <div className="screen design-screen">
      <h1 className="screen-title">Design</h1>
      {canWrite ? null : <Notice tone="info">You can see the design but not change it.</Notice>}
      {styles.status === "loading" ? <Loading /> : null}
      {styles.status === "error" ? <ErrorState message={styles.message} onRetry={styles.reload} /> : null}
      {styles.status === "ready" ? <DesignForm initial={styles.data} canWrite={canWrite} /> : null}
    </div>
  );
}
